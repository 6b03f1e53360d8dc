/** The accessibility sweep's till, sales and report screens (e2e/helpers/accessibility-sweep.ts). */
import { sweepScreens } from './helpers/accessibility-sweep';

sweepScreens('till and reports');
