/**
 * The Milan Sathi registration form (SPEC §3 signup fields, §7 POST
 * /auth/register): the contract's body schema as the form holds it, its
 * starting values, and the body sent for checked values.
 */
import { DEFAULT_DIAL_CODE, GENDERS, registerBodySchema, type RegisterBody, z } from '@seva/contracts';
import { authStorage } from '@/lib/auth-storage';

/** The registration body as the form holds it: the select's '' is "no gender given"; the dial code is fixed. */
export const registerFormSchema = registerBodySchema
  .omit({ otp: true, challengeId: true, deviceToken: true, gender: true, countryCode: true })
  .extend({ gender: z.union([z.enum(GENDERS), z.literal('')]) });
type RegisterFormInput = z.input<typeof registerFormSchema>;
type RegisterFormValues = z.output<typeof registerFormSchema>;

/** An empty registration, from India. */
export const registerDefaults: RegisterFormInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  gender: '',
  country: 'India',
  state: '',
  city: '',
  address: '',
  pincode: '',
  password: '',
};

/** The POST body for checked form values (mobile already the 10-digit number, e-mail lower-case). */
export function toRegisterBody(values: RegisterFormValues): RegisterBody {
  const { gender, ...rest } = values;
  // A device that logged in on this mobile before gets its own OTP even while strangers are held (docs/decisions/004).
  const deviceToken = authStorage.getDeviceToken(values.phone);
  return {
    ...rest,
    ...(gender ? { gender } : {}),
    countryCode: DEFAULT_DIAL_CODE,
    ...(deviceToken ? { deviceToken } : {}),
  };
}
