import { BRAND_EXTENSION } from './brand';
import { type TokenType, tokenTypes } from './index';

type JsonSchema = Record<string, unknown>;

/** What a `$value` of each token type may be, as JSON Schema (aliases such as "{color.primary}" always may). */
const VALUE_SCHEMAS: Record<TokenType, JsonSchema> = {
  color: {
    anyOf: [
      { type: 'string', pattern: '^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$' },
      { type: 'object', required: ['colorSpace', 'components'] },
    ],
  },
  dimension: {
    anyOf: [
      { type: 'string', pattern: '^-?\\d+(?:\\.\\d+)?(?:px|rem|em|%)$' },
      { const: 0 },
      { type: 'object', required: ['value', 'unit'] },
    ],
  },
  duration: { anyOf: [{ type: 'string', pattern: '^\\d+(?:\\.\\d+)?(?:ms|s)$' }, { type: 'object' }] },
  fontFamily: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' }, minItems: 1 }] },
  fontWeight: { anyOf: [{ type: 'integer', minimum: 1, maximum: 1000 }, { type: 'string' }] },
  number: { type: 'number', minimum: 0 },
  cubicBezier: { type: 'array', items: { type: 'number' }, minItems: 4, maxItems: 4 },
  shadow: { anyOf: [{ type: 'object' }, { type: 'array', items: { type: 'object' } }] },
};
const ALIAS_SCHEMA = { type: 'string', pattern: '^\\{[^{}]+\\}$' };

function groupSchema(spec: Record<string, unknown>, path: string[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    $type: { type: 'string' },
    $description: { type: 'string' },
  };
  const required: string[] = [];
  for (const [key, type] of Object.entries(spec)) {
    const name = [...path, key].join('.');
    if (typeof type === 'string') {
      if (name === 'color.focus') continue; // drawn from the accent, never written
      properties[key] = { $ref: `#/$defs/${type}` };
    } else {
      properties[key] = groupSchema(type as Record<string, unknown>, [...path, key]);
    }
    required.push(key);
  }
  return {
    type: 'object',
    required: required.filter((key) => key in properties),
    properties,
    additionalProperties: false,
  };
}

const ASSET = { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*(?:/[a-z0-9][a-z0-9-]*)?\\.svg$' };
const PERCENT = { type: 'string', pattern: '^\\d{1,3}(?:\\.\\d{1,2})?%$' };

/** The brand block of tokens version 2 as JSON Schema (`validateBrand` checks the same rules, with messages). */
const BRAND_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['version', 'appearance', 'headerVariant', 'legalName', 'logo', 'mark', 'fonts', 'imagery'],
  properties: {
    version: { const: 2 },
    appearance: { enum: ['light', 'dark'], description: 'sets color-scheme and which scales the tenant uses' },
    headerVariant: { enum: ['surface', 'brand', 'inverse'] },
    legalName: { type: 'string', description: 'the registered company name printed on documents' },
    logo: {
      type: 'object',
      required: ['light', 'dark', 'alt'],
      properties: { light: ASSET, dark: ASSET, alt: { type: 'string' } },
    },
    mark: { ...ASSET, description: 'square mark: favicon and the web app manifest icon' },
    fonts: {
      type: 'array',
      minItems: 1,
      maxItems: 2,
      items: {
        type: 'object',
        required: ['family', 'role', 'package', 'file', 'weight', 'fallbackFamily', 'fallback'],
        properties: {
          family: { type: 'string' },
          role: { enum: ['body', 'heading'] },
          package: { type: 'string', pattern: '^@fontsource(?:-variable)?/[a-z0-9-]+$' },
          file: { type: 'string', pattern: '^[a-z0-9-]+\\.woff2$' },
          weight: { type: 'string', pattern: '^\\d{3}(?: \\d{3})?$' },
          fallbackFamily: { type: 'string' },
          fallback: {
            type: 'object',
            required: ['local', 'sizeAdjust', 'ascentOverride', 'descentOverride', 'lineGapOverride'],
            properties: {
              local: { type: 'array', items: { type: 'string' }, minItems: 1 },
              sizeAdjust: PERCENT,
              ascentOverride: PERCENT,
              descentOverride: PERCENT,
              lineGapOverride: PERCENT,
              weights: {
                description:
                  'The size-adjust at each other weight the tokens use (600 and up drawn with the local bold)',
                type: 'object',
                propertyNames: { pattern: '^[1-9]00$' },
                additionalProperties: PERCENT,
              },
              ranges: {
                description: 'The size-adjust per weight of characters whose widths part from the letters (U+30-39)',
                type: 'object',
                propertyNames: { pattern: '^U\\+[0-9A-F]{1,6}(?:-[0-9A-F]{1,6})?$' },
                additionalProperties: {
                  type: 'object',
                  propertyNames: { pattern: '^[1-9]00$' },
                  additionalProperties: PERCENT,
                },
              },
            },
          },
        },
      },
    },
    imagery: {
      type: 'object',
      required: ['hero', 'heroAlt', 'vehicles'],
      properties: {
        hero: ASSET,
        heroAlt: { type: 'string' },
        vehicles: { type: 'object', additionalProperties: ASSET, minProperties: 1 },
      },
    },
  },
};

/**
 * The JSON Schema of a tenant's tokens.json (version 2), generated from the theme contract so it never drifts:
 * `themes/tokens.schema.json` is this, written out, for editors; the index test keeps the two equal.
 */
export function tokenSchema(): JsonSchema {
  const root = groupSchema(tokenTypes as unknown as Record<string, unknown>, []);
  const properties = root.properties as Record<string, JsonSchema>;
  properties.$schema = { type: 'string' };
  properties.$extensions = {
    type: 'object',
    required: [BRAND_EXTENSION],
    properties: { [BRAND_EXTENSION]: BRAND_SCHEMA },
  };
  const tokenDefinitions = Object.fromEntries(
    Object.entries(VALUE_SCHEMAS).map(([type, value]) => [
      type,
      {
        type: 'object',
        required: ['$value'],
        properties: {
          $value: { anyOf: [value, ALIAS_SCHEMA] },
          $type: { const: type },
          $description: { type: 'string' },
        },
      },
    ]),
  );
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Cabkit tenant tokens, version 2 (W3C design tokens)',
    $defs: tokenDefinitions,
    ...root,
    required: [...(root.required as string[]), '$extensions'],
  };
}
