/** The live stream editor's values, validated by the request schema (adminLiveCreateBodySchema). */
import { adminLiveCreateBodySchema, type AdminLiveStream } from '@seva/contracts';
import { bodyFormSchema } from '../../shared/form/body-form-schema';
import { hindiBody, hindiFormValues, type HindiFormValues } from '../../shared/form/hindi-form';
import { LIVE_HINDI_FIELDS } from './media-hindi';

export type LiveFormValues = {
  title: string;
  description: string;
  location: string;
  source: AdminLiveStream['source'];
  /** A YouTube link or id. */
  youtubeId: string;
  /** The HLS playlist's address. */
  url: string;
  schedule: string;
  sortOrder: number;
  isLive: boolean;
  active: boolean;
  /** The Hindi of the text fields (LIVE_HINDI_FIELDS), beside the English (decision 011). */
  hi: HindiFormValues;
};

export const liveFormSchema = bodyFormSchema(adminLiveCreateBodySchema, (values: LiveFormValues) => ({
  ...values,
  youtubeId: values.source === 'youtube' ? values.youtubeId : null,
  // An empty address is refused under its own field.
  url: values.source === 'hls' ? values.url.trim() : null,
  hi: hindiBody(values.hi, []),
}));

export function toLiveFormValues(live: AdminLiveStream | undefined): LiveFormValues {
  if (!live) {
    return {
      title: '',
      description: '',
      location: '',
      source: 'youtube',
      youtubeId: '',
      url: '',
      schedule: '',
      sortOrder: 0,
      isLive: false,
      active: true,
      hi: hindiFormValues(undefined, LIVE_HINDI_FIELDS),
    };
  }
  const { title, description, location, source, schedule, sortOrder, isLive, active } = live;
  return {
    title,
    description,
    location,
    source,
    youtubeId: live.youtubeId ?? '',
    url: live.url ?? '',
    schedule,
    sortOrder,
    isLive,
    active,
    hi: hindiFormValues(live.hi, LIVE_HINDI_FIELDS),
  };
}
