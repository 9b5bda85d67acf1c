// English 'messages' namespace: the contracts catalogue itself (SPEC §5/§8 texts are never copied),
// a chunk of its own fetched like every other namespace.
import { MESSAGES } from '@seva/contracts';

export default { ...MESSAGES };
