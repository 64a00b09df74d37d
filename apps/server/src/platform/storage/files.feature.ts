import type { Feature, FeatureEnv } from '../feature';
import { localUploadsFolder } from './create-storage';
import { fileRoutes } from './files.routes';
import { removeStaleTemporaryFiles } from './local-storage';

const TEMP_SWEEP_EVERY_MS = 60 * 60_000;

/** Temporary files of uploads a crash cut short (an S3 bucket keeps none). */
const sweepTemporaryFiles = ({ config }: FeatureEnv) =>
  config.s3 ? Promise.resolve([]) : removeStaleTemporaryFiles(localUploadsFolder(config.dataDir));

/** Uploads and the files they became: public pictures, and private files each feature's rule guards. */
export const filesFeature: Feature = {
  name: 'files',
  routes: async (app, env) => {
    // Before the server answers: a retried upload must not meet its crashed attempt's temporary file.
    app.addHook('onReady', async () => void (await sweepTemporaryFiles(env)));
    await app.register(fileRoutes, env);
  },
  jobs: (env) => [
    { name: 'upload-temp-sweep', everyMs: TEMP_SWEEP_EVERY_MS, run: () => sweepTemporaryFiles(env) },
  ],
};
