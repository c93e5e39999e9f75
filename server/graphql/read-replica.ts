import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { RequestContext } from '../context.js';
import { readFromReplica } from '../http/request-context.js';

/**
 * Queries (never mutations or subscriptions) of visitors read from the replica when one is usable
 * (readFromReplica). Decided once the document is parsed, just before it executes.
 */
export function useReadReplica(): Plugin<RequestContext> {
  return {
    onExecute({ args }) {
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') return;
      readFromReplica(args.contextValue as RequestContext);
    },
  };
}
