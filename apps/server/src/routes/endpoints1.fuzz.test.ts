/** The endpoints' fuzz, part 1 of 2 (testing/endpointFuzz.ts). */
import { fuzzEndpoints } from '../testing/endpointFuzz.js';

fuzzEndpoints(0, 2);
