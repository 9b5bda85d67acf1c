import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { milanProfileFieldsSchema, userUpdateBodySchema } from '@seva/contracts';
import { i18n } from '@/i18n';
import { bodiesOf, fakeApi, type FakeRoutes } from '@/test/fake-api';
import { CUSTOMER_ID } from '@/test/factories';
import { fakeSession, renderWithProviders, testCustomer } from '@/test/render';
import {
  CUSTOMER_ME,
  OWN_PROFILE,
  UPDATE_PROFILE,
  meReply,
  noProfileReply,
  ownProfile,
  profileReply,
} from '../test/fixtures';
import EditProfilePage from './edit-profile-page';

type User = ReturnType<typeof userEvent.setup>;

const PROFILE_PATH = `/api/users/${CUSTOMER_ID}`;
const saved = { body: { success: true, message: 'Profile updated successfully!' } };

function renderPage(routes: FakeRoutes, route = '/dashboard/edit-profile') {
  const fetchMock = fakeApi({ [CUSTOMER_ME]: meReply(), ...routes });
  const view = renderWithProviders(<EditProfilePage />, { route, session: fakeSession({ customer: testCustomer }) });
  return { fetchMock, ...view };
}

const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
// Label lookups: role queries walk every height option and checkbox of the longer steps.
const field = (label: string) => screen.getByLabelText(label);
const text = (label: string) => screen.getByLabelText(label);
const next = (user: User) => user.click(screen.getByRole('button', { name: 'Next' }));

async function expectStep(name: string) {
  await waitFor(() => expect(stepHeading(name)).toHaveFocus(), { timeout: 3000 });
  const steps = screen.getByRole('navigation', { name: 'Profile steps' });
  expect(within(steps).getByRole('button', { current: 'step' })).toHaveTextContent(name);
}

/** Fills the required fields of the Basics step for Asha (a bride: the account's gender). */
async function fillBasics(user: User) {
  await user.type(screen.getByLabelText('Date of birth'), '1996-03-14');
  await user.selectOptions(field('Height'), '5 ft 4 in (163 cm)');
  await user.selectOptions(field('Marital status'), 'Never married');
  await user.selectOptions(field('Mother tongue'), 'Hindi');
}

describe('EditProfilePage (/dashboard/edit-profile)', { timeout: 30_000 }, () => {
  it('does not go on while the step has errors, and keeps what was typed between steps', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { fetchMock } = renderPage({ [OWN_PROFILE]: noProfileReply });
    expect(await screen.findByRole('heading', { level: 2, name: 'Basics' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your profile' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 7: Basics')).toBeInTheDocument();
    // A new profile starts from the account: made by the member, a bride, her own name.
    expect(field('Profile created by')).toHaveValue('self');
    expect(field('Bride or groom')).toHaveValue('female');
    expect(text('First name')).toHaveValue('Asha');

    await next(user);
    expect(await screen.findByText('Please enter the date of birth.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the height.')).toBeInTheDocument();
    expect(screen.getByText('Please choose the marital status.')).toBeInTheDocument();
    expect(screen.getByText('Please choose the mother tongue.')).toBeInTheDocument();
    expect(stepHeading('Basics')).toBeInTheDocument();
    expect(screen.getByLabelText('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    // The step with problems says so in words too.
    const basics = screen.getByRole('button', { name: 'Basics' });
    expect(basics).toHaveAttribute('aria-current', 'step');
    expect(basics).toHaveAccessibleDescription('Needs attention');

    // The contract's age rule holds on this step already, while later steps are still empty.
    await fillBasics(user);
    await user.selectOptions(field('Bride or groom'), 'Groom');
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '2008-01-01');
    await next(user);
    expect(await screen.findByText('A groom must be between 21 and 75 years old.')).toBeInTheDocument();
    expect(stepHeading('Basics')).toBeInTheDocument();

    // Jumping ahead with the stepper goes through the same check.
    await user.click(screen.getByRole('button', { name: /Kundli/ }));
    expect(stepHeading('Basics')).toBeInTheDocument();

    await user.selectOptions(field('Bride or groom'), 'Bride');
    await user.clear(screen.getByLabelText('Date of birth'));
    await user.type(screen.getByLabelText('Date of birth'), '1996-03-14');
    await next(user);
    await expectStep('Religion & community');
    expect(screen.getByText('Step 2 of 7: Religion & community')).toBeInTheDocument();

    await user.type(text('Caste'), 'Agarwal');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await expectStep('Basics');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('1996-03-14');
    expect(field('Height')).toHaveValue('163');
    expect(field('Mother tongue')).toHaveValue('hindi');

    await next(user);
    await expectStep('Religion & community');
    expect(text('Caste')).toHaveValue('Agarwal');
    expect(bodiesOf(fetchMock, PROFILE_PATH).filter(Boolean)).toHaveLength(0);
  });

  it('creates the profile: the PUT body is the customer details plus matrimony exactly as the contract has it', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    let created = false;
    const { fetchMock } = renderPage({
      [OWN_PROFILE]: () => (created ? profileReply() : noProfileReply),
      [UPDATE_PROFILE]: () => {
        created = true;
        return saved;
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Basics' });

    await fillBasics(user);
    await next(user);
    await expectStep('Religion & community');
    await user.selectOptions(field('Religion'), 'Hindu');
    await user.type(text('Caste'), 'Agarwal');
    await user.type(text('Gotra'), 'Garg');
    await next(user);

    await expectStep('Education & career');
    await user.selectOptions(field('Highest education'), "Master's degree");
    await user.selectOptions(field('Occupation'), 'Teaching');
    await user.selectOptions(field('Annual income'), '₹5–10 lakh a year');
    await next(user);

    await expectStep('Family & lifestyle');
    expect(field('State you live in')).toHaveValue('Uttar Pradesh');
    expect(text('City you live in')).toHaveValue('Noida');
    await user.selectOptions(field('Diet'), 'Vegetarian');
    await user.clear(screen.getByLabelText('Brothers'));
    await user.type(screen.getByLabelText('Brothers'), '1');
    await next(user);

    await expectStep('Kundli');
    expect(screen.getByText(/Without your birth time and place, kundli matching is not computed/)).toBeInTheDocument();
    expect(screen.getByText('Date of birth (from Basics): Thu, 14 Mar 1996')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Birth time'), '06:45');
    const place = field('Birth place');
    expect(place).toHaveAttribute('role', 'combobox');
    await user.type(place, 'varan');
    expect(place).toHaveAttribute('aria-expanded', 'true');
    const varanasi = screen.getByRole('option', { name: /Varanasi/ });
    expect(place).toHaveAttribute('aria-activedescendant', varanasi.id);
    await user.keyboard('{Enter}');
    expect(place).toHaveValue('Varanasi, Uttar Pradesh');
    expect(place).toHaveAttribute('aria-expanded', 'false');
    await next(user);

    await expectStep('Partner preferences');
    const religions = screen.getByRole('group', { name: 'Religions' });
    await user.click(within(religions).getByRole('checkbox', { name: 'Hindu' }));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    const [body] = bodiesOf(fetchMock, PROFILE_PATH).filter(Boolean);
    expect(body).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@example.com',
      gender: 'female',
      country: 'India',
      state: 'Uttar Pradesh',
      city: 'Noida',
      address: 'B-12, Sector 62',
      pincode: '201301',
      matrimony: {
        createdBy: 'self',
        gender: 'female',
        dateOfBirth: '1996-03-14',
        heightCm: 163,
        religion: 'hindu',
        caste: 'Agarwal',
        subCaste: '',
        gotra: 'Garg',
        motherTongue: 'hindi',
        maritalStatus: 'never_married',
        education: 'masters',
        educationDetail: '',
        occupation: 'teaching',
        jobTitle: '',
        incomeBand: '5-10',
        diet: 'vegetarian',
        state: 'Uttar Pradesh',
        city: 'Noida',
        about: '',
        family: {
          familyType: null,
          familyValues: null,
          fatherOccupation: '',
          motherOccupation: '',
          brothers: 1,
          sisters: 0,
          nativePlace: '',
        },
        partnerPreferences: {
          ageMin: 21,
          ageMax: 40,
          heightMin: null,
          heightMax: null,
          religions: ['hindu'],
          motherTongues: [],
          maritalStatuses: [],
          diets: [],
          states: [],
          about: '',
        },
        birthTime: '06:45',
        birthPlace: 'varanasi',
        photoVisibility: 'everyone',
      },
    });
    // Every contract field, nothing else, and the server's schema takes it as it is.
    const matrimony = (body as { matrimony: Record<string, unknown> }).matrimony;
    expect(Object.keys(matrimony).sort()).toEqual(Object.keys(milanProfileFieldsSchema.shape).sort());
    expect(userUpdateBodySchema.parse(body)).toEqual(body);

    // The new profile can have photos now: the form goes on to them.
    await expectStep('Photos');
    expect(await screen.findByLabelText('Add a photo')).toBeInTheDocument();
  });

  it('prefills an existing profile and saves from any step', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { fetchMock } = renderPage(
      { [OWN_PROFILE]: profileReply({ birthTime: '06:45', birthPlace: 'varanasi' }), [UPDATE_PROFILE]: saved },
      '/dashboard/edit-profile?step=kundli',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Kundli' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeInTheDocument();
    expect(screen.getByLabelText('Birth time')).toHaveValue('06:45');
    expect(field('Birth place')).toHaveValue('Varanasi, Uttar Pradesh');

    await user.click(screen.getByRole('button', { name: 'Clear the birth place' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();

    const [body] = bodiesOf(fetchMock, PROFILE_PATH).filter(Boolean) as Array<{ matrimony: Record<string, unknown> }>;
    const before = ownProfile();
    expect(body?.matrimony).toMatchObject({
      createdBy: before.createdBy,
      dateOfBirth: before.dateOfBirth,
      heightCm: before.heightCm,
      caste: before.caste,
      family: before.family,
      partnerPreferences: before.partnerPreferences,
      birthTime: '06:45',
      birthPlace: null,
    });
    expect(stepHeading('Kundli')).toBeInTheDocument();
  });

  it('in Hindi names the birth place and the states in Hindi, and finds a place typed in Devanagari', async () => {
    await i18n.changeLanguage('hi');
    try {
      const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
      const { fetchMock } = renderPage(
        { [OWN_PROFILE]: profileReply({ birthPlace: 'varanasi' }), [UPDATE_PROFILE]: saved },
        '/dashboard/edit-profile?step=kundli',
      );
      const place = await screen.findByRole('combobox');
      expect(place).toHaveValue('वाराणसी, उत्तर प्रदेश');
      await user.clear(place);
      await user.type(place, 'लखन');
      await user.click(screen.getByRole('option', { name: /लखनऊ/ }));
      expect(place).toHaveValue('लखनऊ, उत्तर प्रदेश');
      await user.click(screen.getByRole('button', { name: 'सहेजें' }));
      await waitFor(() => expect(bodiesOf(fetchMock, PROFILE_PATH).filter(Boolean)).toHaveLength(1));
      const [body] = bodiesOf(fetchMock, PROFILE_PATH).filter(Boolean) as Array<{ matrimony: Record<string, unknown> }>;
      expect(body?.matrimony).toMatchObject({ birthPlace: 'lucknow' });
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it.each([
    ['family', () => screen.getByRole('option', { name: 'राजस्थान' })],
    ['partner', () => within(screen.getByRole('group', { name: /राज्य/ })).getByRole('checkbox', { name: 'राजस्थान' })],
  ])('in Hindi offers the states in Hindi on the %s step, keeping their English values', async (step, stateChoice) => {
    await i18n.changeLanguage('hi');
    try {
      renderPage({ [OWN_PROFILE]: profileReply() }, `/dashboard/edit-profile?step=${step}`);
      expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
      expect(stateChoice()).toHaveAttribute('value', 'Rajasthan');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it("toasts the server's message when saving fails, else the SPEC default", async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderPage({
      [OWN_PROFILE]: profileReply(),
      [UPDATE_PROFILE]: [
        { status: 400, body: { status: false, success: false, message: 'Pincode must be 6 digits.' } },
        { status: 502, body: undefined },
      ],
    });
    await screen.findByRole('heading', { level: 2, name: 'Basics' });

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pincode must be 6 digits.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to update profile.')).toBeInTheDocument();
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('opens the first step with a problem when saving an incomplete form', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { fetchMock } = renderPage(
      { [OWN_PROFILE]: profileReply({ diet: '' as never }), [UPDATE_PROFILE]: saved },
      '/dashboard/edit-profile?step=partner',
    );
    await screen.findByRole('heading', { level: 2, name: 'Partner preferences' });
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await expectStep('Family & lifestyle');
    expect(screen.getByText('Please choose the diet.')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, PROFILE_PATH).filter(Boolean)).toHaveLength(0);
  });

  it('says the profile must be saved before photos', async () => {
    renderPage({ [OWN_PROFILE]: noProfileReply }, '/dashboard/edit-profile?step=photos');
    expect(await screen.findByText('Save your profile first; then you can add photos here.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Add a photo')).not.toBeInTheDocument();
  });

  it('shows a retry when the profile cannot be loaded', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderPage({
      [OWN_PROFILE]: [
        { status: 500, body: { status: false, success: false, message: 'Something went wrong.' } },
        profileReply(),
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your profile. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Basics' })).toBeInTheDocument();
    expect(text('First name')).toHaveValue('Asha');
  });
});
