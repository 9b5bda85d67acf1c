/**
 * Creates or edits a puja or pitr paksha ritual, checked by the request schema
 * (puja-form-schema.ts): temple and deity, what it is, the packages, each text in English and Hindi side by side
 * (useFieldArray) and when it is performed. A picture chosen here is
 * previewed at once and uploaded after the puja is saved (PictureEditorForm).
 */
import { useTranslation } from 'react-i18next';
import { PUJA_KINDS, type AdminPuja } from '@seva/contracts';
import { FormSelectField } from '../../shared/components/form-fields';
import { BilingualTextAreaField, BilingualTextField } from '../../shared/components/hindi-fields';
import { PictureEditorForm } from '../../shared/components/picture-editor-form';
import { usePictureEditor, type PictureEditorCallbacks } from '../../shared/hooks/use-picture-editor';
import { useSavePuja } from '../api/save-puja';
import { useUploadPujaImage } from '../api/upload-puja-image';
import { pujaFormSchema, toFormValues } from '../form/puja-form-schema';
import { PujaPackagesField } from './puja-packages-field';
import { PujaScheduleField } from './puja-schedule-field';

export function PujaForm({ puja, onSaved, onCancel }: PictureEditorCallbacks<AdminPuja> & { puja?: AdminPuja }) {
  const { t } = useTranslation('admin');
  const f = (key: string) => t(`puja.form.${key}`);
  const editor = usePictureEditor({
    schema: pujaFormSchema,
    defaultValues: toFormValues(puja),
    record: puja,
    save: useSavePuja(),
    upload: useUploadPujaImage(),
    saveFailed: t('puja.pujas.saveFailed'),
    uploadFailed: t('puja.pujas.imageUploadFailed'),
    onSaved,
  });

  return (
    <PictureEditorForm editor={editor} onCancel={onCancel} strings="puja.form" sortOrder>
      <FormSelectField name="kind" label={f('kind')}>
        {PUJA_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {t(`puja.kinds.${kind}`)}
          </option>
        ))}
      </FormSelectField>
      <BilingualTextField name="deity" label={f('deity')} />
      <BilingualTextField name="temple" label={f('temple')} />
      <BilingualTextField name="city" label={f('city')} />
      <BilingualTextField name="state" label={f('state')} />
      <BilingualTextAreaField name="description" label={f('description')} rows={4} />
      <BilingualTextAreaField name="benefits" label={f('benefits')} hint={f('linesHint')} />
      <BilingualTextAreaField name="deliverables" label={f('deliverables')} hint={f('linesHint')} />
      <div className="sm:col-span-2">
        <PujaPackagesField />
      </div>
      <div className="sm:col-span-2">
        <PujaScheduleField />
      </div>
    </PictureEditorForm>
  );
}
