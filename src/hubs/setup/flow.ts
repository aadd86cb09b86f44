import { FIELD_REQUIRED_MESSAGE } from '../../domain/field-validation';
import { canEdit } from '../../domain/permissions';
import type { SubscriptionCode } from '../../domain/subscriptions';
import { DEFAULT_TIME_ZONE, isValidTimeZone } from '../../domain/time-zone';
import type { FieldsOf, MirrorRow, RecordOf } from '../../data/mirror-row';
import { formIssues } from '../../entities/derive/form-issues';
import type { EntityName } from '../../entities/record-of';
import { entityByName } from '../../entities/registry';

/** The steps a new company walks through on /setup, in order. */
export type SetupStepKey = 'company' | 'location' | 'product' | 'customer';

/** One step: what it sets up, the entity its record goes to and who may take it. */
export type SetupStep = {
  key: SetupStepKey;
  label: string;
  description: string;
  /** Navigation name of the record the step writes (the company's own for 'company'). */
  entity: string;
  /** Permission area and level the step's write needs (the services check the same). */
  permission: string;
  /** Subscription codes that take the step; every code when absent. */
  forCodes?: readonly SubscriptionCode[];
};

const SUPPLIER_CODES: readonly SubscriptionCode[] = ['SUPPFREE', 'SUPP'];

// Products and customers are a seller's; a customer or courier company starts with its details and a location.
export const SETUP_STEPS: readonly SetupStep[] = [
  {
    key: 'company',
    label: 'Company',
    description: 'Your business details, printed on invoices and shown to partners.',
    entity: 'companies',
    permission: 'company-details',
  },
  {
    key: 'location',
    label: 'Location',
    description: 'Where you work from: the warehouse or shop goods leave from and arrive at.',
    entity: 'locations',
    permission: 'locations',
  },
  {
    key: 'product',
    label: 'First Product',
    description: 'Something you sell; more can be added or imported later.',
    entity: 'products',
    permission: 'products',
    forCodes: SUPPLIER_CODES,
  },
  {
    key: 'customer',
    label: 'First Customer',
    description: 'A business you sell to; it may order from you once it has an account.',
    entity: 'customers',
    permission: 'customers',
    forCodes: SUPPLIER_CODES,
  },
];

/** The company field stamped when the company step was saved here (ISO instant). */
export const SETUP_COMPANY_FIELD = 'setupCompanyConfirmedOn';

/** What the setup reads and writes of the company's own record. */
export type SetupCompany = Pick<
  RecordOf<'companies'>,
  'companyName' | 'abn' | 'primaryEmail' | 'phoneNumber' | 'defaultTimeZone' | typeof SETUP_COMPANY_FIELD
>;

/** What the mirror holds that tells which steps are done. */
export type SetupFacts = {
  company: SetupCompany | null;
  /** Active records the company has of each step's entity. */
  counts: Readonly<Partial<Record<SetupStepKey, number>>>;
};

/** The session facts that pick the steps. */
export type SetupSubject = {
  permissions?: string | null;
  isGlobalAdmin?: boolean | null;
  subscriptionCode?: string | null;
};

/**
 * The steps this session's company takes: those its level covers and its permissions may write.
 * @example setupStepsFor({ subscriptionCode: 'CUST', permissions: 'everything.edit' }).map((s) => s.key) // ['company', 'location']
 */
export function setupStepsFor(session: SetupSubject | null): readonly SetupStep[] {
  const code = session?.subscriptionCode ?? '';
  return SETUP_STEPS.filter(
    (step) =>
      (step.forCodes === undefined || step.forCodes.some((allowed) => allowed === code)) &&
      canEdit(session, { permissions: [step.permission] }),
  );
}

/**
 * Whether a step is done, read from what exists (so the flow resumes where it was left, on any
 * device): the company step once it was confirmed here or its ABN is set; the others once the
 * company has at least one active record of the step's kind.
 * @example isStepDone('product', { company: null, counts: { product: 1 } }) // true
 */
export function isStepDone(step: SetupStepKey, facts: SetupFacts): boolean {
  if (step === 'company') {
    const confirmed = facts.company?.[SETUP_COMPANY_FIELD] ?? '';
    const abn = facts.company?.abn ?? '';
    return confirmed !== '' || abn.trim() !== '';
  }
  return (facts.counts[step] ?? 0) > 0;
}

/** The flow's own state: which step the person chose to look at, if any. */
export type SetupState = { chosen: SetupStepKey | null };

export type SetupAction = { type: 'choose'; step: SetupStepKey } | { type: 'saved'; step: SetupStepKey };

export const INITIAL_SETUP_STATE: SetupState = { chosen: null };

/**
 * Choosing a step shows it; saving a step lets the flow move on to the first step not done.
 * @example setupReducer({ chosen: 'company' }, { type: 'saved', step: 'company' }) // { chosen: null }
 */
export function setupReducer(state: SetupState, action: SetupAction): SetupState {
  switch (action.type) {
    case 'choose':
      return { chosen: action.step };
    case 'saved':
      return state.chosen === action.step ? { chosen: null } : state;
  }
}

/** What the screen shows: the steps with their done flags, the active step (null: all done). */
export type SetupView = {
  steps: readonly (SetupStep & { done: boolean })[];
  active: SetupStepKey | null;
  doneCount: number;
};

/**
 * The active step is the one chosen, else the first not done; null once every step is done.
 * @example setupView(INITIAL_SETUP_STATE, steps, facts).active // 'location' when only the company is set up
 */
export function setupView(state: SetupState, steps: readonly SetupStep[], facts: SetupFacts): SetupView {
  const marked = steps.map((step) => ({ ...step, done: isStepDone(step.key, facts) }));
  const chosen =
    state.chosen !== null && marked.some((step) => step.key === state.chosen) ? state.chosen : null;
  const active = chosen ?? marked.find((step) => !step.done)?.key ?? null;
  return { steps: marked, active, doneCount: marked.filter((step) => step.done).length };
}

/** A step form's values (text inputs). */
export type StepValues = Readonly<Record<string, string>>;

function required(values: StepValues, names: readonly string[]): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const name of names) if ((values[name] ?? '').trim() === '') problems[name] = FIELD_REQUIRED_MESSAGE;
  return problems;
}

/**
 * The issues the entity's schema (the services' own check) raises on the named fields of a
 * step's values, in the schema's words: an ABN's or postcode's digits, an email's form.
 */
function schemaProblems(entity: EntityName, values: StepValues, names: readonly string[]) {
  const fields = names.map((name) => ({ name, label: name, kind: 'text' as const }));
  return formIssues(entityByName(entity).schema, values, fields);
}

/**
 * The problems of a step's form, by field (empty when it may be saved). The same messages as
 * the settings pages and the generic forms: the required fields here, the formats from the
 * entity's schema.
 * @example stepProblems('product', { productName: '' }) // { productName: 'Field is required' }
 */
export function stepProblems(step: SetupStepKey, values: StepValues): Record<string, string> {
  switch (step) {
    case 'company': {
      const problems = {
        ...required(values, ['companyName']),
        ...schemaProblems('companies', values, ['abn', 'primaryEmail']),
      };
      if (!isValidTimeZone(values['defaultTimeZone'] ?? '')) problems['defaultTimeZone'] = 'Pick a time zone';
      return problems;
    }
    case 'location':
      return {
        ...required(values, ['locationName', 'suburb', 'state']),
        ...schemaProblems('locations', values, ['postcode']),
      };
    case 'product':
      return required(values, ['productName']);
    case 'customer':
      return { ...required(values, ['companyName']), ...schemaProblems('customers', values, ['email']) };
  }
}

const trimmedOrNull = (value: string | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/** What a step's save needs beside the form's values. */
export type StepContext = { companyID: string; now: Date; locationID: string | null };

/**
 * The company's changed details, with the company step's stamp.
 * @example companyStepFields({ companyName: ' Acme ' }, new Date(0)).companyName // 'Acme'
 */
export function companyStepFields(values: StepValues, now: Date): FieldsOf<'companies'> {
  return {
    companyName: (values['companyName'] ?? '').trim(),
    abn: trimmedOrNull(values['abn']),
    primaryEmail: trimmedOrNull(values['primaryEmail']),
    phoneNumber: trimmedOrNull(values['phoneNumber']),
    defaultTimeZone: values['defaultTimeZone'],
    [SETUP_COMPANY_FIELD]: now.toISOString(),
  };
}

/**
 * A new location of the company.
 * @example locationStepFields({ locationName: 'Depot', suburb: 'Lilydale', state: 'VIC' }, 'c1').companyAccountID // 'c1'
 */
export function locationStepFields(values: StepValues, companyID: string): FieldsOf<'locations'> {
  return {
    locationName: (values['locationName'] ?? '').trim(),
    companyAccountID: companyID,
    addressLineOne: trimmedOrNull(values['addressLineOne']),
    suburb: trimmedOrNull(values['suburb']),
    state: trimmedOrNull(values['state']),
    postcode: trimmedOrNull(values['postcode']),
  };
}

/**
 * A new product the company sells.
 * @example productStepFields({ productName: ' Milk ', taxType: 'GST' }, 'c1').productName // 'Milk'
 */
export function productStepFields(values: StepValues, companyID: string): FieldsOf<'products'> {
  return {
    productName: (values['productName'] ?? '').trim(),
    abbreviation: trimmedOrNull(values['abbreviation']),
    taxType: values['taxType'] === 'GST' ? 'GST' : null,
    isSold: true,
    companyAccountID: companyID,
  };
}

/**
 * A new customer of the company, at its first location.
 * @example customerStepFields({ companyName: 'Café Uno' }, { companyID: 'c1', now: new Date(), locationID: 'l1' }).sellerID // 'c1'
 */
export function customerStepFields(values: StepValues, context: StepContext): FieldsOf<'customers'> {
  return {
    companyName: (values['companyName'] ?? '').trim(),
    email: trimmedOrNull(values['email']),
    phoneNumber: trimmedOrNull(values['phoneNumber']),
    sellerID: context.companyID,
    locationID: context.locationID,
    isCustomerOrderingEnabled: true,
  };
}

/** The records the setup page reads. */
export type SetupRecords = {
  company: SetupCompany & { id: string };
  locations: readonly Pick<MirrorRow<'locations'>, 'id' | 'companyAccountID' | 'isInactive'>[];
  products: readonly Pick<MirrorRow<'products'>, 'companyAccountID' | 'isInactive'>[];
  customers: readonly Pick<MirrorRow<'customers'>, 'sellerID' | 'isInactive'>[];
};

/** What the setup page shows: the steps, the Stepper's index, each form's first values and the save's context. */
export type SetupScreenView = SetupView & {
  /** The Stepper's active index: the active step's, or the steps' count once all are done. */
  index: number;
  initial: Readonly<Record<SetupStepKey, StepValues>>;
  /** The company's id and first location, which a step's save writes with. */
  companyID: string;
  locationID: string | null;
};

// A location or product of no company (the directories') counts as the company's own, as before.
const ownedBy = (companyID: string) => (record: { companyAccountID?: string | null; isInactive?: boolean }) =>
  record.isInactive !== true &&
  (record.companyAccountID === undefined ||
    record.companyAccountID === null ||
    record.companyAccountID === companyID);

/**
 * The setup page's view model from the company's records: which steps are done (its active
 * locations, products and customers), the step to show, and what each form starts from.
 * @example setupFlow(INITIAL_SETUP_STATE, setupStepsFor(session), records).active // 'location'
 */
export function setupFlow(
  state: SetupState,
  steps: readonly SetupStep[],
  records: SetupRecords,
): SetupScreenView {
  const { company } = records;
  const locations = records.locations.filter(ownedBy(company.id));
  const products = records.products.filter(ownedBy(company.id));
  const customers = records.customers.filter(
    (record) => record.isInactive !== true && record.sellerID === company.id,
  );
  const view = setupView(state, steps, {
    company,
    counts: { location: locations.length, product: products.length, customer: customers.length },
  });
  return {
    ...view,
    index: view.active === null ? steps.length : steps.findIndex((step) => step.key === view.active),
    initial: {
      company: {
        companyName: company.companyName ?? '',
        abn: company.abn ?? '',
        primaryEmail: company.primaryEmail ?? '',
        phoneNumber: company.phoneNumber ?? '',
        defaultTimeZone: company.defaultTimeZone || DEFAULT_TIME_ZONE,
      },
      location: { state: 'VIC' },
      product: { taxType: 'GST' },
      customer: {},
    },
    companyID: company.id,
    locationID: locations[0]?.id ?? null,
  };
}

/** The state a step's save command runs on: the form's values, the context, and the id a new record takes. */
export type StepSave = StepContext & { values: StepValues; newID: string };

/**
 * Whether a step's form may be saved: its values have no problems and the company is known.
 * @example canSaveStep('product', { values: { productName: 'Milk' }, companyID: 'c1', ... }) // true
 */
export function canSaveStep(step: SetupStepKey, save: StepSave): boolean {
  return save.companyID !== '' && Object.keys(stepProblems(step, save.values)).length === 0;
}
