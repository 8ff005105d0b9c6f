/* global jest */
// `testTimeout` in a project's config is ignored when the root jest config runs the projects together
// (it is a global option), so the API's tests set it here: building a test app on PGlite or PostgreSQL
// takes seconds on a busy 2-core machine.
jest.setTimeout(60_000);
