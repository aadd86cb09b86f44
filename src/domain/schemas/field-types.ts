import * as v from 'valibot';
import { SUBSCRIPTION_CODES } from '../subscriptions';
import { emailProblem } from '../field-validation';
import { TAX_TYPES } from '../tax-type';

/** Server placeholder for "no date"; it is still a valid ISO date string. */
export const EMPTY_DATE = '0001-01-01T00:00:00Z';

/** Record ids and foreign keys are opaque strings (GUIDs, or `new` for a blank form). */
export const idSchema = v.string('Id must be a string');

/** An optional link to another record: servers send null when it is not set. */
export const linkSchema = v.nullish(idSchema);

/** Any finite number; used for money, quantities, dimensions and counts. */
export const numberSchema = v.pipe(v.number(), v.finite('Must be a finite number'));

/** A server field that may be omitted or null. */
export const optionalNumberSchema = v.nullish(numberSchema);
export const optionalStringSchema = v.nullish(v.string());

/**
 * Optional text that a rule checks, with the rule's own words as the issue (an ABN's checksum):
 * the same schema on the client's form and the services.
 * @example v.parse(checkedTextSchema(abnProblem), '12345678901') // throws 'This ABN is not valid: check its digits'
 */
export function checkedTextSchema(problem: (text: string) => string | null) {
  return v.nullish(
    v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const message = problem(dataset.value);
        if (message !== null) addIssue({ message });
      }),
    ),
  );
}
/**
 * An optional email address: blank or null passes, malformed text is 'Email must be valid' on
 * the client's form and at the services alike.
 * @example v.parse(optionalEmailSchema, 'sam@') // throws 'Email must be valid'
 */
export const optionalEmailSchema = checkedTextSchema(emailProblem);
export const optionalFlagSchema = v.nullish(v.boolean());

/** Non-negative whole number (counts, limits, concurrency tokens). */
export const countSchema = v.pipe(
  v.number(),
  v.integer('Must be a whole number'),
  v.minValue(0, 'Must not be negative'),
);

// Date part, optional time with optional fraction (.NET sends up to 7 digits) and zone.
const ISO_DATE_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)?)?$/;

/**
 * An ISO 8601 date or date-time string. Kept as text so the mirror stores
 * exactly what the server sent; EMPTY_DATE is accepted.
 */
export const isoDateSchema = v.pipe(
  v.string('Date must be a string'),
  v.regex(ISO_DATE_PATTERN, 'Date must be an ISO 8601 date string'),
);
export const optionalDateSchema = v.nullish(isoDateSchema);

/** Comma-separated tags, e.g. `Chilled,IgnoreDeliveryFee`. */
export const tagsCsvSchema = v.nullish(v.string());

/** Order, invoice and consignment numbers: servers send either text or a number. */
export const documentNumberSchema = v.nullish(v.union([v.string(), numberSchema]));

export const latitudeSchema = v.pipe(
  numberSchema,
  v.minValue(-90, 'Latitude must be between -90 and 90'),
  v.maxValue(90, 'Latitude must be between -90 and 90'),
);
export const longitudeSchema = v.pipe(
  numberSchema,
  v.minValue(-180, 'Longitude must be between -180 and 180'),
  v.maxValue(180, 'Longitude must be between -180 and 180'),
);

/** One point of a boundary polygon. */
export const latLngSchema = v.looseObject({ lat: latitudeSchema, lng: longitudeSchema });
export type LatLngPoint = v.InferOutput<typeof latLngSchema>;

/** A polygon as a list of points (journey pointers, automatic line items). */
export const boundarySchema = v.nullish(v.array(latLngSchema));

export const subscriptionCodeSchema = v.picklist(
  SUBSCRIPTION_CODES,
  'Subscription code must be one of CUSTFREE, CUST, SUPPFREE, SUPP, COURFREE, COUR',
);

/** The tax type list offers only GST; empty or null means untaxed. */
export const taxTypeSchema = v.nullish(v.picklist(TAX_TYPES, 'Tax type must be GST or empty'));

// Five fields (minute hour day-of-month month weekday) plus an optional lead-time field.
const CRON_PATTERN = /^\s*\S+(\s+\S+){4,5}\s*$/;

/** A schedule expression of five cron fields plus an optional sixth lead-time field. */
export const cronExpressionSchema = v.pipe(
  v.string(),
  v.regex(CRON_PATTERN, 'Schedule expression must have 5 or 6 fields'),
);

// Hex only: the stored colour sets and default themes are written as #rrggbb.
const HEX_COLOUR_PATTERN = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

export const hexColourSchema = v.pipe(
  v.string(),
  v.regex(HEX_COLOUR_PATTERN, 'Colour must be a hex colour such as #192233'),
);
