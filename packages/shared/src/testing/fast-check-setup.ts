import fc from 'fast-check';
import { propertyRuns } from './property-runs';

// Properties that give no numRuns run fast-check's default 100, scaled like every other.
fc.configureGlobal({ numRuns: propertyRuns(100) });
