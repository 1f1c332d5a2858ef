/** The endpoints' fuzz, part 2 of 2 (testing/endpointFuzz.ts). */
import { fuzzEndpoints } from '../testing/endpointFuzz.js';

fuzzEndpoints(1, 2);
