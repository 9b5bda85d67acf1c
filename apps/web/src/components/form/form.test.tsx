import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_TEMPLATES, MESSAGES, z } from '@seva/contracts';
import { TextField } from '@/components/ui';
import { i18n } from '@/i18n';
import { Form, fieldErrors, useCatalogueError, useFieldErrors, useZodForm } from './form';

const pinSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  address: z.object({ pincode: z.string().regex(/^[1-9]\d{5}$/, 'Enter a valid pincode') }),
});
const HINDI: Record<string, string> = { 'Name is required': 'नाम आवश्यक है', 'Enter a valid pincode': 'सही पिनकोड लिखें' };

/** A nested group reads the form from context, as a wizard step does. */
function PincodeGroup() {
  const errorText = useFieldErrors<z.input<typeof pinSchema>>((error) => HINDI[error.message ?? ''] ?? '?');
  return <TextField label="Pincode" error={errorText('address.pincode')} />;
}

function Harness({ onSubmit }: { onSubmit: (values: z.output<typeof pinSchema>) => void }) {
  const form = useZodForm(pinSchema, { defaultValues: { name: '', address: { pincode: '' } } });
  const errorText = fieldErrors(form, (error) => HINDI[error.message ?? ''] ?? '?');
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Address">
      <TextField label="Name" error={errorText('name')} {...form.register('name')} />
      <input aria-label="Pincode input" {...form.register('address.pincode')} />
      <PincodeGroup />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('Form', () => {
  it('shows each failing field its translated error and submits nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Pincode input'), '012345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('नाम आवश्यक है')).toBeInTheDocument();
    expect(screen.getByText('सही पिनकोड लिखें')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the parsed values once every field passes, and the form is not checked by the browser', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.getByRole('form', { name: 'Address' })).toHaveAttribute('novalidate');
    await user.type(screen.getByLabelText('Name'), '  Meera Iyer ');
    await user.type(screen.getByLabelText('Pincode input'), '560001');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Meera Iyer', address: { pincode: '560001' } });
    expect(screen.queryByText('नाम आवश्यक है')).not.toBeInTheDocument();
  });
});

/** A contract-like schema: its messages are English catalogue texts, one a template filled in with its limit. */
const contractSchema = z.object({
  city: z.string().trim().min(1, MESSAGES.enterCity),
  quantity: z.coerce.number().max(10, MESSAGE_TEMPLATES.cartQuantityLimit(10)),
});

function ContractHarness() {
  const form = useZodForm(contractSchema, { defaultValues: { city: '', quantity: 11 } });
  const errorText = fieldErrors(form, useCatalogueError());
  return (
    <Form form={form} onSubmit={() => undefined} aria-label="Delivery">
      <TextField label="City" error={errorText('city')} {...form.register('city')} />
      <TextField label="Quantity" error={errorText('quantity')} {...form.register('quantity')} />
      <button type="submit">Save</button>
    </Form>
  );
}

describe('useCatalogueError (issue 21)', () => {
  it('shows a contract message in Hindi when the interface is in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const user = userEvent.setup();
    render(<ContractHarness />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('कृपया शहर डालें।')).toBeInTheDocument();
    expect(screen.getByText('एक उत्पाद के आप अधिकतम 10 नग खरीद सकते हैं।')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.enterCity)).not.toBeInTheDocument();
  });

  it('shows the contract English word for word in English', async () => {
    const user = userEvent.setup();
    render(<ContractHarness />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter the city.')).toBeInTheDocument();
    expect(screen.getByText('You can buy at most 10 of one product.')).toBeInTheDocument();
  });
});
