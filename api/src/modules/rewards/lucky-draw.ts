// The monthly lucky draw, verifiable by anyone (ADR 0012). On the first housekeeping round of a month the draw is
// opened: every member holding an active certificate gets an entry (a random id), and the rules, the sorted entry
// ids and the SHA-256 of a secret 32-byte seed are published in the public record (/records). After the month
// ends the seed is revealed in a second record with the winning entry: drawWinnerIndex(seed, entries).
import crypto from 'node:crypto';
import { todayIso } from '@teduh/shared/domain';
import type { ContentBlock } from '../../db/schema';
import type { PublicRecord, RewardsRepository } from './rewards-repository';
import { drawWinnerIndex, sha256Hex } from './rules';

const rulesEn: ContentBlock[] = [
  { type: 'heading', text: 'Rules' },
  {
    type: 'paragraph',
    text:
      'Every member holding an active certificate when the month’s draw opens has one entry, named by a random ' +
      'entry id. The entry ids and the SHA-256 hash of a secret 32-byte seed are published here before the draw.',
  },
  {
    type: 'paragraph',
    text:
      'After the month ends the seed is published. The winner is the entry at index ' +
      'HMAC-SHA256(key = the seed’s bytes, message = the entry ids sorted, in lower case, joined by new lines), ' +
      'read as an unsigned big-endian number, modulo the number of entries (counting from 0 in the sorted list). ' +
      'Anyone can check that the seed matches the hash and recompute the winner.',
  },
];

const rulesMs: ContentBlock[] = [
  { type: 'heading', text: 'Peraturan' },
  {
    type: 'paragraph',
    text:
      'Setiap ahli yang memegang sijil aktif semasa cabutan bulan itu dibuka mendapat satu penyertaan, dinamakan ' +
      'dengan ID penyertaan rawak. ID penyertaan dan cincangan SHA-256 bagi benih rahsia 32 bait disiarkan di sini ' +
      'sebelum cabutan.',
  },
  {
    type: 'paragraph',
    text:
      'Selepas bulan itu berakhir, benih disiarkan. Pemenang ialah penyertaan pada indeks ' +
      'HMAC-SHA256(kunci = bait benih, mesej = ID penyertaan yang diisih, dalam huruf kecil, dicantum dengan baris ' +
      'baharu), dibaca sebagai nombor tanpa tanda (bait paling bererti dahulu), modulo bilangan penyertaan (dikira dari 0 dalam senarai ' +
      'yang diisih). Sesiapa sahaja boleh menyemak bahawa benih sepadan dengan cincangan dan mengira semula pemenang.',
  },
];

export class LuckyDraws {
  constructor(private readonly repository: RewardsRepository) {}

  /** Opens this month's draw (once) and reveals every earlier one still closed. */
  async run(now = new Date()): Promise<void> {
    const month = todayIso(now).slice(0, 7);
    for (const draw of await this.repository.unrevealedBefore(month)) await this.reveal(draw.id, now);
    await this.open(month, now);
  }

  async open(month: string, now = new Date()): Promise<boolean> {
    if (await this.repository.drawOf(month)) return false;
    const holders = await this.repository.activeHolders();
    if (holders.length === 0) return false;
    const entries = holders.map((userId) => ({ id: crypto.randomUUID(), userId }));
    const entryIds = entries.map((entry) => entry.id).sort();
    const seedHex = crypto.randomBytes(32).toString('hex');
    const seedSha256 = sha256Hex(seedHex);
    const record: PublicRecord = {
      kind: 'announcement',
      titleEn: `Lucky draw ${month}: entries and committed seed`,
      titleMs: `Cabutan bertuah ${month}: penyertaan dan benih yang dikunci`,
      summaryEn: `${entryIds.length} entries. Seed SHA-256: ${seedSha256}`,
      summaryMs: `${entryIds.length} penyertaan. SHA-256 benih: ${seedSha256}`,
      bodyEn: [
        ...rulesEn,
        { type: 'heading', text: 'Seed SHA-256' },
        { type: 'paragraph', text: seedSha256 },
        { type: 'heading', text: 'Entries' },
        { type: 'list', items: entryIds },
      ],
      bodyMs: [
        ...rulesMs,
        { type: 'heading', text: 'SHA-256 benih' },
        { type: 'paragraph', text: seedSha256 },
        { type: 'heading', text: 'Penyertaan' },
        { type: 'list', items: entryIds },
      ],
      publishedOn: todayIso(now),
    };
    return this.repository.insertDraw(
      { month, seedHex, seedSha256, commitRecordId: crypto.randomUUID() },
      entries,
      record,
    );
  }

  async reveal(drawId: string, now = new Date()): Promise<boolean> {
    const draw = (await this.repository.unrevealedBefore('9999-12')).find((row) => row.id === drawId);
    if (!draw) return false;
    const sorted = [...draw.entryIds].sort();
    const winner = sorted[drawWinnerIndex(draw.seedHex, sorted)]!;
    const record: PublicRecord = {
      kind: 'announcement',
      titleEn: `Lucky draw ${draw.month}: result`,
      titleMs: `Cabutan bertuah ${draw.month}: keputusan`,
      summaryEn: `Winning entry ${winner}`,
      summaryMs: `Penyertaan yang menang ${winner}`,
      bodyEn: [
        { type: 'heading', text: 'Winning entry' },
        { type: 'paragraph', text: winner },
        { type: 'heading', text: 'Seed' },
        { type: 'paragraph', text: draw.seedHex },
        { type: 'heading', text: 'Entries and seed SHA-256' },
        { type: 'paragraph', text: `/records/${draw.commitRecordId}` },
      ],
      bodyMs: [
        { type: 'heading', text: 'Penyertaan yang menang' },
        { type: 'paragraph', text: winner },
        { type: 'heading', text: 'Benih' },
        { type: 'paragraph', text: draw.seedHex },
        { type: 'heading', text: 'Penyertaan dan SHA-256 benih' },
        { type: 'paragraph', text: `/records/${draw.commitRecordId}` },
      ],
      publishedOn: todayIso(now),
    };
    return this.repository.revealDraw(draw.id, winner, crypto.randomUUID(), record);
  }
}
