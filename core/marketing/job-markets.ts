import type { Locale } from "@/core/i18n/locales";

/*
 * Country job-market information (spec §3: 20 countries) shown on the landing to visitors from the
 * Gulf. Content, not live data: every country names its source and year, and a figure we cannot
 * cite from a published statistic is an editorial estimate, which the page says on screen.
 */

/** Skills named in the markets below; their words are in messages (landing.gulf.skills). */
export const marketSkills = [
  "softwareDevelopment",
  "dataAnalysis",
  "cloudComputing",
  "cybersecurity",
  "artificialIntelligence",
  "projectManagement",
  "digitalMarketing",
  "financeAccounting",
  "healthcare",
  "civilEngineering",
  "sales",
  "supplyChain",
  "renewableEnergy",
  "hospitality",
  "customerService",
] as const;
export type MarketSkill = (typeof marketSkills)[number];

export type MarketSource = {
  /** "estimate": Vitae's editorial estimate, labelled as one on screen; "published": a cited statistic. */
  kind: "estimate" | "published";
  /** The publisher of a published figure; absent for an estimate (the page names Vitae). */
  publisher?: string;
  year: number;
};

export type JobMarket = {
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** ISO 4217. */
  currency: string;
  /** Average gross monthly salary of a full-time professional, in `currency`. */
  averageMonthlySalary: number;
  salaryRange: readonly [number, number];
  /** Yearly growth of the number of jobs, in percent. */
  jobGrowthRate: number;
  /** Most in-demand skills, most wanted first. */
  skills: readonly MarketSkill[];
  /** The interface language that suits the market best. */
  locale: Locale;
  source: MarketSource;
};

const estimate2026: MarketSource = { kind: "estimate", year: 2026 };

export const jobMarkets: readonly JobMarket[] = [
  {
    country: "AE",
    currency: "AED",
    averageMonthlySalary: 16_000,
    salaryRange: [5_000, 45_000],
    jobGrowthRate: 4.5,
    skills: ["artificialIntelligence", "cybersecurity", "dataAnalysis", "digitalMarketing"],
    locale: "ar-SA",
    source: estimate2026,
  },
  {
    country: "SA",
    currency: "SAR",
    averageMonthlySalary: 11_000,
    salaryRange: [4_000, 35_000],
    jobGrowthRate: 5,
    skills: ["projectManagement", "dataAnalysis", "civilEngineering", "hospitality"],
    locale: "ar-SA",
    source: estimate2026,
  },
  {
    country: "KW",
    currency: "KWD",
    averageMonthlySalary: 1_200,
    salaryRange: [400, 3_500],
    jobGrowthRate: 2.5,
    skills: ["financeAccounting", "civilEngineering", "healthcare", "softwareDevelopment"],
    locale: "ar-SA",
    source: estimate2026,
  },
  {
    country: "QA",
    currency: "QAR",
    averageMonthlySalary: 15_000,
    salaryRange: [4_000, 40_000],
    jobGrowthRate: 3.5,
    skills: ["hospitality", "civilEngineering", "cybersecurity", "financeAccounting"],
    locale: "ar-SA",
    source: estimate2026,
  },
  {
    country: "BH",
    currency: "BHD",
    averageMonthlySalary: 900,
    salaryRange: [300, 2_800],
    jobGrowthRate: 3,
    skills: ["financeAccounting", "cybersecurity", "cloudComputing", "customerService"],
    locale: "ar-SA",
    source: estimate2026,
  },
  {
    country: "OM",
    currency: "OMR",
    averageMonthlySalary: 900,
    salaryRange: [325, 2_500],
    jobGrowthRate: 3,
    skills: ["renewableEnergy", "supplyChain", "civilEngineering", "dataAnalysis"],
    locale: "ar-SA",
    source: estimate2026,
  },
  {
    country: "JO",
    currency: "JOD",
    averageMonthlySalary: 600,
    salaryRange: [260, 1_800],
    jobGrowthRate: 2,
    skills: ["softwareDevelopment", "digitalMarketing", "healthcare", "customerService"],
    locale: "ar-SA",
    source: estimate2026,
  },
  {
    country: "EG",
    currency: "EGP",
    averageMonthlySalary: 12_000,
    salaryRange: [4_000, 40_000],
    jobGrowthRate: 3,
    skills: ["softwareDevelopment", "customerService", "digitalMarketing", "sales"],
    locale: "ar-SA",
    source: estimate2026,
  },
  {
    country: "US",
    currency: "USD",
    averageMonthlySalary: 5_800,
    salaryRange: [2_500, 15_000],
    jobGrowthRate: 1,
    skills: ["artificialIntelligence", "healthcare", "dataAnalysis", "cybersecurity"],
    locale: "en-US",
    source: estimate2026,
  },
  {
    country: "GB",
    currency: "GBP",
    averageMonthlySalary: 3_000,
    salaryRange: [1_800, 8_000],
    jobGrowthRate: 0.8,
    skills: ["healthcare", "softwareDevelopment", "dataAnalysis", "projectManagement"],
    locale: "en-US",
    source: estimate2026,
  },
  {
    country: "DE",
    currency: "EUR",
    averageMonthlySalary: 4_300,
    salaryRange: [2_200, 9_000],
    jobGrowthRate: 0.5,
    skills: ["softwareDevelopment", "healthcare", "civilEngineering", "renewableEnergy"],
    locale: "de-DE",
    source: estimate2026,
  },
  {
    country: "FR",
    currency: "EUR",
    averageMonthlySalary: 3_200,
    salaryRange: [1_800, 7_500],
    jobGrowthRate: 0.6,
    skills: ["healthcare", "softwareDevelopment", "sales", "hospitality"],
    locale: "fr-FR",
    source: estimate2026,
  },
  {
    country: "ES",
    currency: "EUR",
    averageMonthlySalary: 2_300,
    salaryRange: [1_300, 5_500],
    jobGrowthRate: 1.5,
    skills: ["hospitality", "digitalMarketing", "softwareDevelopment", "sales"],
    locale: "es-ES",
    source: estimate2026,
  },
  {
    country: "IT",
    currency: "EUR",
    averageMonthlySalary: 2_500,
    salaryRange: [1_400, 6_000],
    jobGrowthRate: 0.8,
    skills: ["civilEngineering", "hospitality", "healthcare", "sales"],
    locale: "it-IT",
    source: estimate2026,
  },
  {
    country: "NL",
    currency: "EUR",
    averageMonthlySalary: 4_000,
    salaryRange: [2_200, 8_500],
    jobGrowthRate: 0.9,
    skills: ["supplyChain", "softwareDevelopment", "healthcare", "dataAnalysis"],
    locale: "nl-NL",
    source: estimate2026,
  },
  {
    country: "CA",
    currency: "CAD",
    averageMonthlySalary: 5_300,
    salaryRange: [2_800, 11_000],
    jobGrowthRate: 1.2,
    skills: ["healthcare", "softwareDevelopment", "civilEngineering", "customerService"],
    locale: "en-US",
    source: estimate2026,
  },
  {
    country: "AU",
    currency: "AUD",
    averageMonthlySalary: 7_800,
    salaryRange: [4_000, 15_000],
    jobGrowthRate: 1.5,
    skills: ["healthcare", "civilEngineering", "softwareDevelopment", "projectManagement"],
    locale: "en-US",
    source: estimate2026,
  },
  {
    country: "IN",
    currency: "INR",
    averageMonthlySalary: 40_000,
    salaryRange: [15_000, 200_000],
    jobGrowthRate: 4,
    skills: ["softwareDevelopment", "cloudComputing", "dataAnalysis", "artificialIntelligence"],
    locale: "hi-IN",
    source: estimate2026,
  },
  {
    country: "TR",
    currency: "TRY",
    averageMonthlySalary: 45_000,
    salaryRange: [22_000, 150_000],
    jobGrowthRate: 2,
    skills: ["softwareDevelopment", "sales", "hospitality", "supplyChain"],
    locale: "tr-TR",
    source: estimate2026,
  },
  {
    country: "JP",
    currency: "JPY",
    averageMonthlySalary: 350_000,
    salaryRange: [200_000, 900_000],
    jobGrowthRate: 0.3,
    skills: ["softwareDevelopment", "healthcare", "cybersecurity", "supplyChain"],
    locale: "ja-JP",
    source: estimate2026,
  },
];

export function jobMarketOf(country: string): JobMarket | undefined {
  return jobMarkets.find((market) => market.country === country);
}
