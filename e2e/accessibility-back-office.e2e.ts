/** The accessibility sweep's back-office screens (e2e/helpers/accessibility-sweep.ts). */
import { sweepScreens } from './helpers/accessibility-sweep';

sweepScreens('back office');
