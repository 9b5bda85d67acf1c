/**
 * The travellers of a booking, 1 to YATRA_MAX_TRAVELLERS rows (react-hook-form's
 * useFieldArray, inside the booking Form): name, age, gender and ID proof each;
 * rows are added and removed here, and focus goes to the new row or back to
 * "Add traveller".
 */
import { useRef } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ID_PROOF_TYPES, TRAVELLER_GENDERS, YATRA_MAX_TRAVELLERS } from '@seva/contracts';
import { useFieldErrors } from '@/components/form';
import { Button, SelectField, TextField, buttonClasses } from '@/components/ui';
import {
  AGE_MAX,
  NAME_MAX,
  emptyTraveller,
  type BookingFormOutput,
  type BookingFormValues,
} from '../form/booking-form-schema';

export function TravellerFields() {
  const { t } = useTranslation('yatra');
  const { control, register, formState } = useFormContext<BookingFormValues, unknown, BookingFormOutput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'travellers' });
  const addRef = useRef<HTMLButtonElement>(null);
  const errorText = useFieldErrors<BookingFormValues>(({ message = '' }) => t(message, { max: NAME_MAX }));
  const errors = formState.errors.travellers;
  const listError = errors?.root?.message ?? errors?.message;
  const full = fields.length >= YATRA_MAX_TRAVELLERS;

  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-gray-800">{t('book.fields.travellers')}</legend>
      <p className="mt-1 text-xs text-gray-500">{t('book.fields.travellersHint', { max: YATRA_MAX_TRAVELLERS })}</p>
      <ol className="mt-3 flex flex-col gap-3">
        {fields.map((field, index) => {
          const number = index + 1;
          return (
            <li key={field.id}>
              <fieldset className="min-w-0 rounded-xl border border-gray-200 p-3">
                <legend className="px-1 text-sm font-semibold text-gray-900">
                  {t('book.fields.traveller', { number })}
                </legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <TextField
                    label={t('book.fields.name')}
                    autoComplete={index === 0 ? 'name' : 'off'}
                    maxLength={NAME_MAX}
                    required
                    error={errorText(`travellers.${index}.name`)}
                    {...register(`travellers.${index}.name`)}
                  />
                  <TextField
                    label={t('book.fields.age')}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={AGE_MAX}
                    step={1}
                    required
                    error={errorText(`travellers.${index}.age`)}
                    {...register(`travellers.${index}.age`)}
                  />
                  <SelectField
                    label={t('book.fields.gender')}
                    required
                    error={errorText(`travellers.${index}.gender`)}
                    {...register(`travellers.${index}.gender`)}
                  >
                    <option value="">{t('book.fields.choose')}</option>
                    {TRAVELLER_GENDERS.map((gender) => (
                      <option key={gender} value={gender}>
                        {t(`gender.${gender}`)}
                      </option>
                    ))}
                  </SelectField>
                  <SelectField
                    label={t('book.fields.idProof')}
                    required
                    error={errorText(`travellers.${index}.idProofType`)}
                    {...register(`travellers.${index}.idProofType`)}
                  >
                    <option value="">{t('book.fields.choose')}</option>
                    {ID_PROOF_TYPES.map((proof) => (
                      <option key={proof} value={proof}>
                        {t(`idProof.${proof}`)}
                      </option>
                    ))}
                  </SelectField>
                </div>
                {fields.length > 1 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="mt-2 text-red-700"
                    onClick={() => {
                      remove(index);
                      addRef.current?.focus();
                    }}
                  >
                    {t('book.fields.remove', { number })}
                  </Button>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError && <p className="mt-2 text-sm text-red-600">{t(listError, { max: YATRA_MAX_TRAVELLERS })}</p>}
      {/* aria-disabled, not disabled: "Remove" sends focus here even when the list was full. */}
      <button
        ref={addRef}
        type="button"
        aria-disabled={full || undefined}
        className={buttonClasses('secondary', 'md', 'mt-3 aria-disabled:cursor-not-allowed aria-disabled:opacity-60')}
        onClick={() => !full && append(emptyTraveller())}
      >
        {t('book.fields.add')}
      </button>
      {full && <p className="mt-1 text-xs text-gray-500">{t('book.errors.tooMany', { max: YATRA_MAX_TRAVELLERS })}</p>}
    </fieldset>
  );
}
