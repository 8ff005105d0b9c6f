// Reference data of the certificates service, loaded idempotently by the seed (api/src/seed.ts): the flagship
// plan's underwriting questions in English and Malay, and the beneficiary relationships.
//
// The four questions are what a careful takaful operator asks before term life cover without a medical exam:
// serious illness in the last five years, current treatment or pending surgery, HIV/AIDS, and hazardous work
// or pastimes. A Yes to any of them does not refuse cover by itself: it sends the answers to staff review.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  beneficiaryRelationships,
  products,
  underwritingQuestionSets,
  underwritingQuestions,
} from '../../db/schema';
import { FLAGSHIP_PRODUCT_ID } from '../products/catalogue';

export const FLAGSHIP_QUESTION_SET_CODE = 'pusara-pro-v1';

export const flagshipQuestions = [
  {
    code: 'serious_illness_5y',
    en:
      'In the past 5 years, have you been diagnosed with, treated for, or advised to seek treatment for cancer, ' +
      'heart disease, stroke, kidney failure, liver disease (cirrhosis, hepatitis B or C), chronic lung disease, ' +
      'diabetes with complications, or any mental illness that needed a hospital stay?',
    ms:
      'Dalam tempoh 5 tahun yang lalu, adakah anda pernah didiagnosis menghidap, dirawat bagi, atau dinasihatkan ' +
      'untuk mendapatkan rawatan bagi kanser, penyakit jantung, strok, kegagalan buah pinggang, penyakit hati ' +
      '(sirosis, hepatitis B atau C), penyakit paru-paru kronik, diabetes dengan komplikasi, atau sebarang penyakit ' +
      'mental yang memerlukan kemasukan ke hospital?',
  },
  {
    code: 'current_treatment',
    en:
      'Are you currently in hospital, receiving medical treatment, awaiting surgery or the results of medical ' +
      'tests, or have you been advised to have any surgery or further medical investigation?',
    ms:
      'Adakah anda kini berada di hospital, sedang menerima rawatan perubatan, menunggu pembedahan atau keputusan ' +
      'ujian perubatan, atau pernah dinasihatkan untuk menjalani sebarang pembedahan atau pemeriksaan perubatan ' +
      'lanjut?',
  },
  {
    code: 'hiv_aids',
    en:
      'Have you ever been diagnosed with or tested positive for HIV or AIDS, or been told that you have an ' +
      'AIDS-related condition?',
    ms:
      'Adakah anda pernah didiagnosis menghidap atau didapati positif HIV atau AIDS, atau diberitahu bahawa anda ' +
      'mempunyai keadaan yang berkaitan dengan AIDS?',
  },
  {
    code: 'hazardous_occupation',
    en:
      'Does your work or any activity you take part in involve hazards such as working at heights or offshore, ' +
      'handling explosives, mining, armed forces or police operations, flying other than as a fare-paying ' +
      'passenger, or dangerous sports (for example motor racing, diving deeper than 40 m or mountaineering)?',
    ms:
      'Adakah pekerjaan anda atau sebarang aktiviti yang anda sertai melibatkan bahaya seperti bekerja di tempat ' +
      'tinggi atau di luar pesisir, mengendalikan bahan letupan, perlombongan, operasi angkatan tentera atau polis, ' +
      'penerbangan selain sebagai penumpang berbayar, atau sukan berbahaya (contohnya lumba motor, menyelam lebih ' +
      'dalam daripada 40 m atau mendaki gunung)?',
  },
] as const;

export const relationshipChoices = [
  { code: 'spouse', en: 'Spouse', ms: 'Pasangan (suami/isteri)' },
  { code: 'child', en: 'Child', ms: 'Anak' },
  { code: 'parent', en: 'Parent', ms: 'Ibu atau bapa' },
  { code: 'sibling', en: 'Sibling', ms: 'Adik-beradik' },
  { code: 'grandparent', en: 'Grandparent', ms: 'Datuk atau nenek' },
  { code: 'grandchild', en: 'Grandchild', ms: 'Cucu' },
  { code: 'parent_in_law', en: 'Parent-in-law', ms: 'Ibu atau bapa mentua' },
  { code: 'relative', en: 'Other relative', ms: 'Saudara lain' },
  { code: 'guardian', en: 'Guardian', ms: 'Penjaga' },
  { code: 'other', en: 'Other', ms: 'Lain-lain' },
] as const;

export interface CertificatesSeedReport {
  questionSets: number;
  questions: number;
  relationships: number;
}

/** Loads the reference data; running it again updates texts and adds what is missing, never duplicates. */
export async function seedCertificatesReference(db: Database): Promise<CertificatesSeedReport> {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, FLAGSHIP_PRODUCT_ID));
    if (!product) throw new Error('Seed the product catalogue before the underwriting questions');

    await tx
      .insert(underwritingQuestionSets)
      .values({
        code: FLAGSHIP_QUESTION_SET_CODE,
        productId: FLAGSHIP_PRODUCT_ID,
        titleEn: 'Health and lifestyle questions',
        titleMs: 'Soalan kesihatan dan gaya hidup',
      })
      .onConflictDoNothing({ target: underwritingQuestionSets.code });
    const [set] = await tx
      .select({ id: underwritingQuestionSets.id })
      .from(underwritingQuestionSets)
      .where(eq(underwritingQuestionSets.code, FLAGSHIP_QUESTION_SET_CODE));
    if (!set) throw new Error('The flagship question set was not created');

    for (const [index, question] of flagshipQuestions.entries()) {
      await tx
        .insert(underwritingQuestions)
        .values({
          questionSetId: set.id,
          code: question.code,
          position: index + 1,
          textEn: question.en,
          textMs: question.ms,
        })
        .onConflictDoUpdate({
          target: [underwritingQuestions.questionSetId, underwritingQuestions.code],
          set: { position: index + 1, textEn: question.en, textMs: question.ms },
        });
    }
    const questionCount = (
      await tx
        .select({ id: underwritingQuestions.id })
        .from(underwritingQuestions)
        .where(and(eq(underwritingQuestions.questionSetId, set.id)))
    ).length;

    for (const [index, relationship] of relationshipChoices.entries()) {
      await tx
        .insert(beneficiaryRelationships)
        .values({
          code: relationship.code,
          nameEn: relationship.en,
          nameMs: relationship.ms,
          sortOrder: index,
        })
        .onConflictDoUpdate({
          target: beneficiaryRelationships.code,
          set: { nameEn: relationship.en, nameMs: relationship.ms, sortOrder: index },
        });
    }
    return { questionSets: 1, questions: questionCount, relationships: relationshipChoices.length };
  });
}
