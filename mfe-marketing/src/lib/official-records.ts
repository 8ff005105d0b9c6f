/**
 * The public record's notice that new sales stopped on 1 October 2025 (api/src/modules/cms/content/records.ts
 * gives it this fixed uuid), where the buy buttons send readers once sales are closed.
 */
export const salesStoppedNoticePath = '/records/0b6e1f0c-5d3a-4c52-9a57-1c0a2e9f3d01';
