/**
 * The operator's moderation of reported reviews (no admin UI yet), with the API's own configuration
 * (DATABASE_URL, STORAGE…): `npx tsx server/api/src/cli/moderate-reviews.ts list`, `… keep <id>`,
 * `… remove <id>`. On the embedded database, stop the API first (one process holds its data folder).
 */
import { loadConfig } from '../config';
import { createDb } from '../db/client';
import { createS3Storage } from '../lib/s3-storage';
import { createLocalStorage } from '../lib/storage';
import { listHiddenReviews, moderateReview } from '../modules/reviews/reviews.service';

const [command, idText] = process.argv.slice(2);
const decision =
  (command === 'keep' || command === 'remove') && idText && /^\d{1,9}$/.test(idText) ? command : undefined;

async function moderate(): Promise<void> {
  const config = loadConfig();
  const db = await createDb(config);
  try {
    if (decision) {
      const storage =
        config.storage.kind === 's3' ? await createS3Storage(config.storage) : createLocalStorage(config.uploadsDir);
      const done = await moderateReview({ db, storage }, Number(idText), decision);
      console.log(
        done ? `review ${idText}: ${decision === 'keep' ? 'shown again' : 'removed'}` : `no review ${idText}`,
      );
      if (!done) process.exitCode = 1;
    } else {
      for (const review of await listHiddenReviews(db)) {
        console.log(`review ${review.id} of product ${review.product_id}: ${review.report_count} reports`);
      }
    }
  } finally {
    await db.close();
  }
}

if (command === 'list' || decision) {
  try {
    await moderate();
  } catch (error) {
    // An operator's mistake (a wrong DATABASE_URL, a database the API never migrated, a bad setting) in one line,
    // not a stack trace.
    console.error(`moderate-reviews failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
} else {
  // Said before the database is opened: a mistyped command needs no reachable database.
  console.error('usage: moderate-reviews list | keep <review id> | remove <review id>');
  process.exitCode = 2;
}
