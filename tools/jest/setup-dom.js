require('@testing-library/jest-dom');

// Every test starts with an empty server-data cache, and a failed answer shows at once (no automatic retry;
// the retry itself is tested in shared/src/query).
/* global beforeEach, afterEach */
const { resetApiQueries } = require('@teduh/shared/query');
beforeEach(() => resetApiQueries({ retries: 0, retryDelayMs: 0 }));

// The fake API (the network edge, @teduh/shared/testing) goes after each test, and a request it had no
// handler for fails the test here, even when the page caught the error.
const { uninstallFakeApi } = require('@teduh/shared/testing');
afterEach(() => uninstallFakeApi());
