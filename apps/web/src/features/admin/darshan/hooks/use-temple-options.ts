import { useContentList } from '../../shared/api/content-resource';
import { templesResource } from '../../shared/api/content-resources';

/** Every darshan temple (up to 100, display order) as select options, "Temple, City". */
export function useTempleOptions() {
  const list = useContentList(templesResource, { pageSize: 100 });
  return (list.data?.results ?? []).map((temple) => ({ value: temple._id, label: `${temple.name}, ${temple.city}` }));
}
