require('@testing-library/jest-dom');

// Every test starts with an empty server-data cache, and a failed answer shows at once (no automatic retry;
// the retry itself is tested in shared/src/query).
/* global beforeEach */
const { resetApiQueries } = require('@teduh/shared/query');
beforeEach(() => resetApiQueries({ retries: 0, retryDelayMs: 0 }));
