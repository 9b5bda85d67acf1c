/**
 * The signup form (SPEC §2, §3, §5): every field as typed. The schema only
 * types the values (the gender select offers nothing else): SPEC §5 asks
 * only for first name and e-mail, told by a toast (signupWarning), and the
 * server answers for everything else.
 */
import { DEFAULT_DIAL_CODE, GENDERS, type SignupBody, z } from '@seva/contracts';
import { mobileForRequest } from '../validation';

const text = z.string();

/** The signup fields as the inputs hold them; the select's '' is "no gender given". */
export const signupFormSchema = z.object({
  firstName: text,
  lastName: text,
  email: text,
  mobile: text,
  gender: z.union([z.enum(GENDERS), z.literal('')]),
  country: text,
  state: text,
  city: text,
  address: text,
  pincode: text,
  password: text,
});
export type SignupValues = z.output<typeof signupFormSchema>;

/** An empty signup, from India. */
export const signupDefaults: SignupValues = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  gender: '',
  country: 'India',
  state: '',
  city: '',
  address: '',
  pincode: '',
  password: '',
};

/** The POST body: fields trimmed (the password as typed), the mobile as SPEC §9 sends it. */
export function toSignupBody(values: SignupValues): SignupBody {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    gender: values.gender || undefined,
    country: values.country.trim(),
    state: values.state.trim(),
    city: values.city.trim(),
    address: values.address.trim(),
    password: values.password,
    pincode: values.pincode.trim(),
    phone: mobileForRequest(values.mobile),
    countryCode: DEFAULT_DIAL_CODE,
  };
}
