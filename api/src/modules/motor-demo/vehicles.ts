// The motor demo's data list of private cars: make, model, engine capacity and an illustrative price when new.
// The market value of a car of a given year is derived from it (tariff.ts); nothing here is a real valuation.

export interface VehicleModel {
  /** Stable id sent by the web form, e.g. `perodua-myvi`. */
  id: string;
  make: string;
  model: string;
  /** The usual engine capacity of the model (cc), offered as the form's default. */
  engineCc: number;
  /** Illustrative price when new, in sen. */
  newValueSen: number;
  /** The first model year on sale in Malaysia that the list offers. */
  firstYear: number;
}

const rm = (ringgit: number) => ringgit * 100;

export const vehicleModels: readonly VehicleModel[] = [
  {
    id: 'perodua-axia',
    make: 'Perodua',
    model: 'Axia',
    engineCc: 998,
    newValueSen: rm(38_000),
    firstYear: 2014,
  },
  {
    id: 'perodua-bezza',
    make: 'Perodua',
    model: 'Bezza',
    engineCc: 1329,
    newValueSen: rm(42_000),
    firstYear: 2016,
  },
  {
    id: 'perodua-myvi',
    make: 'Perodua',
    model: 'Myvi',
    engineCc: 1496,
    newValueSen: rm(55_000),
    firstYear: 2005,
  },
  {
    id: 'perodua-alza',
    make: 'Perodua',
    model: 'Alza',
    engineCc: 1496,
    newValueSen: rm(70_000),
    firstYear: 2009,
  },
  {
    id: 'perodua-ativa',
    make: 'Perodua',
    model: 'Ativa',
    engineCc: 998,
    newValueSen: rm(68_000),
    firstYear: 2021,
  },
  {
    id: 'proton-saga',
    make: 'Proton',
    model: 'Saga',
    engineCc: 1332,
    newValueSen: rm(40_000),
    firstYear: 2008,
  },
  {
    id: 'proton-persona',
    make: 'Proton',
    model: 'Persona',
    engineCc: 1597,
    newValueSen: rm(50_000),
    firstYear: 2007,
  },
  {
    id: 'proton-iriz',
    make: 'Proton',
    model: 'Iriz',
    engineCc: 1597,
    newValueSen: rm(48_000),
    firstYear: 2014,
  },
  {
    id: 'proton-x50',
    make: 'Proton',
    model: 'X50',
    engineCc: 1477,
    newValueSen: rm(95_000),
    firstYear: 2020,
  },
  {
    id: 'proton-x70',
    make: 'Proton',
    model: 'X70',
    engineCc: 1477,
    newValueSen: rm(115_000),
    firstYear: 2018,
  },
  {
    id: 'honda-city',
    make: 'Honda',
    model: 'City',
    engineCc: 1498,
    newValueSen: rm(90_000),
    firstYear: 2008,
  },
  {
    id: 'honda-civic',
    make: 'Honda',
    model: 'Civic',
    engineCc: 1498,
    newValueSen: rm(135_000),
    firstYear: 2006,
  },
  {
    id: 'honda-hr-v',
    make: 'Honda',
    model: 'HR-V',
    engineCc: 1498,
    newValueSen: rm(125_000),
    firstYear: 2015,
  },
  {
    id: 'honda-cr-v',
    make: 'Honda',
    model: 'CR-V',
    engineCc: 1498,
    newValueSen: rm(170_000),
    firstYear: 2007,
  },
  {
    id: 'toyota-vios',
    make: 'Toyota',
    model: 'Vios',
    engineCc: 1496,
    newValueSen: rm(92_000),
    firstYear: 2007,
  },
  {
    id: 'toyota-corolla-cross',
    make: 'Toyota',
    model: 'Corolla Cross',
    engineCc: 1798,
    newValueSen: rm(135_000),
    firstYear: 2020,
  },
  {
    id: 'toyota-camry',
    make: 'Toyota',
    model: 'Camry',
    engineCc: 2487,
    newValueSen: rm(200_000),
    firstYear: 2006,
  },
  {
    id: 'toyota-hilux',
    make: 'Toyota',
    model: 'Hilux',
    engineCc: 2393,
    newValueSen: rm(120_000),
    firstYear: 2005,
  },
  {
    id: 'nissan-almera',
    make: 'Nissan',
    model: 'Almera',
    engineCc: 999,
    newValueSen: rm(85_000),
    firstYear: 2012,
  },
];

export const vehicleModelIds = vehicleModels.map((model) => model.id);

export function vehicleModelById(id: string): VehicleModel | undefined {
  return vehicleModels.find((model) => model.id === id);
}
