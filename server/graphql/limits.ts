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
  cost: (cost: number) =>
    new QueryLimitError(
      `Deze query vraagt te veel gegevens tegelijk (kosten ${cost}, ten hoogste ${QUERY_LIMITS.maxCost}). Vraag kleinere pagina's op of minder geneste lijsten.`,
      'QUERY_TOO_COMPLEX',
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

function parseWithTokenLimit(...[source, options]: Parameters<typeof parse>) {
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

/** Depth and cost of the operation that will run, with the request's own variables. */
function costErrors(
  schema: Parameters<typeof validate>[0],
  document: Parameters<typeof validate>[1],
  params: RequestParams,
) {
  const errors: GraphQLError[] = [];
  const rule = createComplexityRule({
    context: {},
    variableValues: params.variables ?? {},
    operationName: params.operationName ?? undefined,
    validate: ({ depth, complexity }, report) => {
      if (depth > QUERY_LIMITS.maxDepth) report(tooMany.depth(depth));
      else if (complexity > QUERY_LIMITS.maxCost) report(tooMany.cost(complexity));
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
 * Envelop plugin (HTTP and WebSocket both run Yoga's envelop): token, alias, directive, depth and
 * cost limits before anything runs, and a time budget for queries — a query still running after
 * `timeBudgetMs` is answered with an error and resolves no further fields. Mutations are not cut
 * off mid-way (their write would go on while the client hears it failed); the cost limit bounds them.
 */
export function useQueryLimits({ timeBudgetMs }: { timeBudgetMs: number }): Plugin {
  return {
    onPluginInit({ addPlugin }) {
      addPlugin(stopAfterDeadline as Plugin);
    },
    onParse({ setParseFn }) {
      setParseFn(parseWithTokenLimit);
    },
    onValidate({ addValidationRule, context, params: { schema, documentAST } }) {
      addValidationRule(aliasesRule);
      addValidationRule(directivesRule);
      // The rules above do not depend on the variables, so Yoga may cache their result per
      // document; the cost does (`first: $first`), so it is measured on every request.
      return ({ valid, result, setResult }) => {
        if (!valid) return;
        const errors = costErrors(schema, documentAST, (context as { params?: RequestParams }).params ?? {});
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
