// Whether a text is a uuid: the ids the backend gives its rows (an incident, a config item…).
import { UUID } from '../../../../preload/contract/uuid.ts';

export const isUuid = (text: string): boolean => UUID.test(text);
