import { useOnResolve } from '@envelop/on-resolve';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { PothosValidationError } from '@pothos/core';
import { createComplexityRule } from '@pothos/plugin-complexity';
import {
  GraphQLError,
  type GraphQLField,
  getNamedType,
  getNullableType,
  getOperationAST,
  isListType,
  parse,
  type ValidationContext,
  type ValidationRule,
  validate,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { argumentError } from './input-errors.js';

/**
 * What one GraphQL operation may ask, checked after parsing and validation and before the context
 * (the session lookup) is built, so a refused operation runs no SQL at all. The numbers come from
 * the client's own operations (tests/security/query-limits.test.ts measures each one) with room
 * for partner integrations; `npm run bench:abuse-graphql` shows the attacks refused.
 */
export const QUERY_LIMITS = {
  /** Lexical tokens of the document; the client's longest operation (the house wizard) has 276. */
  maxTokens: 2_000,
  /** Aliased fields; the client's home page uses 11 (its popular places). */
  maxAliases: 20,
  /** Directives (@include, @skip ...) in the document. */
  maxDirectives: 20,
  /** Nested selections; the client's deepest operation (the dashboard's houses) has 6. */
  maxDepth: 12,
  /**
   * Estimated work: every field costs 1, and what is selected under a list costs once per item it
   * can hold — `first`/`last` for pages (so `houses(first: 100)` inside `houses(first: 100)` is
   * 10,000 houses: cost ~40,000), the ids given to `nodes`, 10 for other lists. The client's
   * costliest operation, a listing page of 24 houses, costs 769; 100 houses with photos, tags,
   * facilities and seller ~5,400.
   */
  maxCost: 10_000,
  /** ids one `nodes(ids:)` may ask. */
  maxNodeIds: 100,
  /**
   * Brackets and braces open at once in the raw document, counted before parsing: graphql-js
   * parses recursively, and a list literal 5,000 levels deep overflowed its stack inside the
   * token limit. Selections within the depth limit with an inline fragment
   * at every level and an input object in an argument stay far below it.
   */
  maxNesting: 64,
  /** Arrays and objects nested in the request's variables (no input type of ours nests 10 deep). */
  maxVariablesNesting: 64,
} as const;

/** Page size when a connection is asked without `first`/`last` (the relay plugin's default). */
const DEFAULT_PAGE_SIZE = 20;
const DEFAULT_LIST_SIZE = 10;

class QueryLimitError extends GraphQLError {
  constructor(message: string, code: string) {
    super(message, { extensions: { code } });
  }
}

const tooMany = {
  tokens: () => new QueryLimitError('Deze query is te lang. Vraag minder velden tegelijk op.', 'QUERY_TOO_LONG'),
  aliases: () =>
    new QueryLimitError(
      `Deze query gebruikt te veel aliassen (ten hoogste ${QUERY_LIMITS.maxAliases}).`,
      'QUERY_TOO_MANY_ALIASES',
    ),
  directives: () =>
    new QueryLimitError(
      `Deze query gebruikt te veel directives (ten hoogste ${QUERY_LIMITS.maxDirectives}).`,
      'QUERY_TOO_MANY_DIRECTIVES',
    ),
  depth: (depth: number) =>
    new QueryLimitError(
      `Deze query is te diep genest (${depth} niveaus, ten hoogste ${QUERY_LIMITS.maxDepth}).`,
      'QUERY_TOO_DEEP',
    ),
  cost: (cost: number, max: number) =>
    new QueryLimitError(
      `Deze query vraagt te veel gegevens tegelijk (kosten ${cost}, ten hoogste ${max}). Vraag kleinere pagina's op of minder geneste lijsten.`,
      'QUERY_TOO_COMPLEX',
    ),
  nesting: () =>
    new QueryLimitError(
      `Deze query is te diep genest (meer dan ${QUERY_LIMITS.maxNesting} haakjes of accolades binnen elkaar).`,
      'QUERY_TOO_NESTED',
    ),
  variablesNesting: () =>
    new QueryLimitError(
      `De variabelen van deze query zijn te diep genest (ten hoogste ${QUERY_LIMITS.maxVariablesNesting} lijsten of objecten binnen elkaar).`,
      'VARIABLES_TOO_NESTED',
    ),
  nodeIds: (count: number) =>
    new QueryLimitError(
      `nodes(ids:) neemt ten hoogste ${QUERY_LIMITS.maxNodeIds} ids tegelijk (${count} gevraagd).`,
      'QUERY_TOO_MANY_IDS',
    ),
  time: (ms: number) =>
    new QueryLimitError(
      `Deze query duurde te lang en is na ${(ms / 1000).toLocaleString('nl-NL')} seconden afgebroken. Vraag minder gegevens tegelijk op.`,
      'QUERY_TIMEOUT',
    ),
};

class TooManyNodeIds extends PothosValidationError {
  constructor(readonly count: number) {
    super(`nodes(ids:) with ${count} ids`);
  }
}

/**
 * The cost of one field for @pothos/plugin-complexity: what is selected below a list counts once
 * per item the list can hold. A connection's `edges` then count once (the connection multiplied).
 */
export function fieldCost(
  args: Record<string, unknown>,
  _ctx: unknown,
  field: Pick<GraphQLField<unknown, unknown>, 'name' | 'type' | 'args'>,
) {
  const type = getNullableType(field.type);
  if (field.name === 'nodes' && Array.isArray(args.ids)) {
    if (args.ids.length > QUERY_LIMITS.maxNodeIds) throw new TooManyNodeIds(args.ids.length);
    return { field: 1, multiplier: args.ids.length };
  }
  if (field.args.some((a) => a.name === 'first' || a.name === 'last')) {
    const pageSize = [args.first, args.last].find((n): n is number => typeof n === 'number');
    return { field: 1, multiplier: Math.max(0, pageSize ?? DEFAULT_PAGE_SIZE) };
  }
  if (isListType(type)) {
    const edges = getNamedType(type).name.endsWith('Edge');
    return { field: 1, multiplier: edges ? 1 : DEFAULT_LIST_SIZE };
  }
  return 1;
}

/** armor's rules answer through `onReject`; this makes that our Dutch error with a code. */
const reportInstead =
  (error: () => GraphQLError) =>
  (context: ValidationContext | null): void =>
    context?.reportError(error());

const aliasesRule = maxAliasesRule({
  n: QUERY_LIMITS.maxAliases,
  propagateOnRejection: false,
  onReject: [reportInstead(tooMany.aliases)],
}) as ValidationRule;
const directivesRule = maxDirectivesRule({
  n: QUERY_LIMITS.maxDirectives,
  propagateOnRejection: false,
  onReject: [reportInstead(tooMany.directives)],
}) as ValidationRule;

/**
 * The deepest nesting of `[` and `{` in a GraphQL document, read the way its lexer reads it
 * (strings, block strings and comments do not count), stopping as soon as it passes `limit`.
 * One loop over the characters, no recursion: it runs before the (recursive) parser.
 */
export function documentNesting(body: string, limit: number = QUERY_LIMITS.maxNesting): number {
  let depth = 0;
  let deepest = 0;
  let i = 0;
  const n = body.length;
  while (i < n) {
    const c = body.charCodeAt(i);
    if (c === 0x23 /* # */) {
      while (i < n && body[i] !== '\n' && body[i] !== '\r') i++;
    } else if (c === 0x22 /* " */) {
      if (body.startsWith('"""', i)) {
        i += 3;
        while (i < n && !body.startsWith('"""', i)) i += body.startsWith('\\"""', i) ? 4 : 1;
        i += 3;
        continue;
      }
      i++;
      while (i < n && body[i] !== '"' && body[i] !== '\n' && body[i] !== '\r') i += body[i] === '\\' ? 2 : 1;
    } else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) {
      if (depth > 0) depth--;
    }
    i++;
  }
  return deepest;
}

/**
 * How deep arrays and objects nest in `value` (a scalar is 0), stopping as soon as it passes
 * `limit`; iterative, so a hostile value cannot overflow the stack here either.
 */
export function valueNesting(value: unknown, limit: number = QUERY_LIMITS.maxVariablesNesting): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    const inner = depth + 1;
    if (inner > deepest) {
      deepest = inner;
      if (deepest > limit) return deepest;
    }
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, inner]);
    }
  }
  return deepest;
}

function parseWithTokenLimit(...[source, options]: Parameters<typeof parse>) {
  if (documentNesting(typeof source === 'string' ? source : source.body) > QUERY_LIMITS.maxNesting)
    throw tooMany.nesting();
  try {
    return parse(source, { ...options, maxTokens: QUERY_LIMITS.maxTokens });
  } catch (err) {
    if (err instanceof GraphQLError && /contains more th\w+ \d+ tokens/.test(err.message)) throw tooMany.tokens();
    throw err;
  }
}

interface RequestParams {
  variables?: Record<string, unknown>;
  operationName?: string;
}

/**
 * The operation's cost as measured, on the context for the API key budget
 * (server/graphql/api-key-budget.ts); `maxCost` is the per-operation limit, larger with a key.
 */
export interface OperationCost {
  cost: number;
  maxCost: number;
}
const operationCosts = new WeakMap<object, OperationCost>();
export const operationCostOf = (context: object) => operationCosts.get(context);

/** Depth and cost of the operation that will run, with the request's own variables. */
function costErrors(
  schema: Parameters<typeof validate>[0],
  document: Parameters<typeof validate>[1],
  params: RequestParams,
  measured: OperationCost,
) {
  const errors: GraphQLError[] = [];
  const rule = createComplexityRule({
    context: {},
    variableValues: params.variables ?? {},
    operationName: params.operationName ?? undefined,
    validate: ({ depth, complexity }, report) => {
      measured.cost = complexity;
      if (depth > QUERY_LIMITS.maxDepth) report(tooMany.depth(depth));
      else if (complexity > measured.maxCost) report(tooMany.cost(complexity, measured.maxCost));
    },
  });
  for (const error of validate(schema, document, [rule])) {
    // The cost reads the arguments, so an argument Pothos refuses (a global id of another type)
    // is refused here, with the message execution would give.
    const original = error.originalError ?? error;
    if (original instanceof TooManyNodeIds) errors.push(tooMany.nodeIds(original.count));
    else if (original instanceof PothosValidationError) errors.push(argumentError(original, { nodes: error.nodes }));
    else errors.push(error);
  }
  return errors;
}

/** The document-only validation result per schema and document (see onValidate below). */
const validated = new WeakMap<object, WeakMap<object, readonly Error[]>>();

interface Budget {
  deadline: number;
  controller: AbortController;
  error: GraphQLError;
}
const budgets = new WeakMap<object, Budget>();

/**
 * Checks the budget at every resolver: a timer alone does not fire while PGlite (WebAssembly in
 * this thread) answers query after query without yielding to the event loop. One module-wide
 * instance, so the shared schema's resolvers are wrapped once however many servers are built.
 */
// biome-ignore lint/correctness/useHookAtTopLevel: an envelop plugin factory, not a React hook.
const stopAfterDeadline = useOnResolve(({ context }) => {
  const budget = budgets.get(context as object);
  if (budget && performance.now() > budget.deadline) {
    budget.controller.abort(budget.error);
    throw budget.error;
  }
});

/**
 * Envelop plugin (HTTP and WebSocket both run Yoga's envelop): nesting (before parsing), token,
 * alias, directive, depth, cost and variables-nesting limits before anything runs, and a time budget for queries — a query still running after
 * `timeBudgetMs` is answered with an error and resolves no further fields. Mutations are not cut
 * off mid-way (their write would go on while the client hears it failed); the cost limit bounds them.
 */
export function useQueryLimits({
  timeBudgetMs,
  maxCostFor = () => QUERY_LIMITS.maxCost,
}: {
  timeBudgetMs: number;
  /** The per-operation cost limit of this request (an API key's is larger). */
  maxCostFor?: (context: object) => number;
}): Plugin {
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(stopAfterDeadline as Plugin);
    },
    onParse({ setParseFn }) {
      setParseFn(parseWithTokenLimit);
    },
    onValidate({ addValidationRule, context, setResult: keepResult, params: { schema, documentAST } }) {
      addValidationRule(aliasesRule);
      addValidationRule(directivesRule);
      const params = (context as { params?: RequestParams }).params ?? {};
      // The rules (graphql-js's and the two above) depend on the document only, so their result
      // is kept per document here. Yoga's own validation cache must be off (createGraphQL): it
      // runs after this plugin and would keep the result *with* the errors added below, which
      // depend on the variables — one request with `first: 100000` made every later request
      // with that document refused, whatever its variables.
      const perSchema = validated.get(schema) ?? new WeakMap();
      validated.set(schema, perSchema);
      const known = perSchema.get(documentAST);
      if (known) keepResult(known);
      return ({ valid, result, setResult }) => {
        if (!known) perSchema.set(documentAST, result);
        // Variables change from request to request, so they are measured on every one, before
        // anything reads them (the cost below, then execution).
        if (valueNesting(params.variables) > QUERY_LIMITS.maxVariablesNesting) {
          setResult([...result, tooMany.variablesNesting()]);
          return;
        }
        if (!valid) return;
        const measured = { cost: 0, maxCost: maxCostFor(context) };
        operationCosts.set(context, measured);
        const errors = costErrors(schema, documentAST, params, measured);
        if (errors.length) setResult([...result, ...errors]);
      };
    },
    onExecute({ args, setExecuteFn, executeFn }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      const budget: Budget = {
        deadline: performance.now() + timeBudgetMs,
        controller: new AbortController(),
        error: tooMany.time(timeBudgetMs),
      };
      budgets.set(args.contextValue, budget);
      // While a resolver waits on I/O (a slow SQL statement), the timer ends the request.
      const timer = setTimeout(() => budget.controller.abort(budget.error), timeBudgetMs);
      const given = (args as { signal?: AbortSignal }).signal;
      const signal = given ? AbortSignal.any([given, budget.controller.signal]) : budget.controller.signal;
      setExecuteFn((executeArgs) => executeFn({ ...executeArgs, signal } as typeof executeArgs));
      return {
        onExecuteDone: () => {
          clearTimeout(timer);
          budgets.delete(args.contextValue);
        },
      };
    },
  };
}
