// The route table lives in the shared layer (src/config/paths.ts) so features can link
// without importing the app layer; the app imports it from here.
export { paths, buildPath, isMilanSathiPath, isConversationPath } from '@/config/paths';
