/** The till offline (issue 15), every test on the embedded database: e2e/helpers/offline-till-suite.ts. */
import { offlineTillSuite } from './helpers/offline-till-suite';

offlineTillSuite('embedded');
