// Prints chart-validators.generated.ts (see chart-validators-source.ts for how to run it).
import { chartValidatorsSource } from './chart-validators-source.ts';

console.log((await chartValidatorsSource()).trimEnd());
