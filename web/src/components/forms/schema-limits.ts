import { z } from 'zod';

/** The parts of a JSON Schema a field path walks through: objects, records, nullable (anyOf) values. */
interface JsonNode {
  properties?: Record<string, JsonNode>;
  additionalProperties?: JsonNode | boolean;
  anyOf?: JsonNode[];
  maxLength?: number;
}

const jsonSchemas = new WeakMap<z.ZodType, JsonNode>();

/** A contract as JSON Schema (its input side: what the member types), made once per schema. */
function jsonSchemaOf(schema: z.ZodType): JsonNode {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
    jsonSchemas.set(schema, json);
  }
  return json;
}

const variants = (node: JsonNode): JsonNode[] => [node, ...(node.anyOf ?? [])];

function child(node: JsonNode, key: string): JsonNode | undefined {
  for (const variant of variants(node)) {
    const found = variant.properties?.[key] ?? variant.additionalProperties;
    if (typeof found === 'object') return found;
  }
  return undefined;
}

/**
 * The longest text the contract allows at a field path (`about`, `notes.looking_for`), for the input's maxLength,
 * so that the form and the server never disagree on a number.
 */
export function schemaMaxLength(schema: z.ZodType, path: string): number | undefined {
  let node: JsonNode | undefined = jsonSchemaOf(schema);
  for (const key of path.split('.')) node = node && child(node, key);
  return node && variants(node).find((variant) => variant.maxLength !== undefined)?.maxLength;
}
