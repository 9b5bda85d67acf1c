// Hindi 'messages' namespace: the contracts Hindi catalogue itself (issue 21: one catalogue holds both
// languages, the API answers from the same), a chunk of its own fetched like every other namespace.
import { MESSAGES_HI } from '@seva/contracts';

export default { ...MESSAGES_HI };
