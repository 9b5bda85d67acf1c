/** The live stream editor's values, validated by the request schema (adminLiveCreateBodySchema). */
import { adminLiveCreateBodySchema, type AdminLiveStream, type LiveStreamHindi } from '@seva/contracts';
import { bodyFormSchema } from '../../shared/form/body-form-schema';

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
  /** The stream's Hindi (decision 011), sent back as it was so an edit keeps it. */
  hi: LiveStreamHindi;
};

export const liveFormSchema = bodyFormSchema(adminLiveCreateBodySchema, (values: LiveFormValues) => ({
  ...values,
  youtubeId: values.source === 'youtube' ? values.youtubeId : null,
  // An empty address is refused under its own field.
  url: values.source === 'hls' ? values.url.trim() : null,
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
      hi: {},
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
    hi: live.hi,
  };
}
