import { type FormEvent, useState } from 'react';
import { ConnectionHandler, graphql, useFragment } from 'react-relay';
import type { ApiKeysSetting_key$key } from '../../__generated__/ApiKeysSetting_key.graphql';
import type { ApiKeysSetting_viewer$key } from '../../__generated__/ApiKeysSetting_viewer.graphql';
import type { ApiKeysSettingCreateMutation } from '../../__generated__/ApiKeysSettingCreateMutation.graphql';
import type { ApiKeysSettingRevokeMutation } from '../../__generated__/ApiKeysSettingRevokeMutation.graphql';
import { ConfirmButton } from '../../components/ConfirmButton';
import { SelectField } from '../../components/forms/SelectField';
import { TextField } from '../../components/forms/TextField';
import { PRODUCT_NAME } from '../../config';
import { formatDate } from '../../format';
import { outcomeOf, usePromiseMutation } from '../../relay/mutations';

const SCOPE_LABELS = { READ: 'Alleen lezen (openbare gegevens)', ACT: 'Namens mij handelen' } as const;
const SCOPE_OPTIONS = Object.entries(SCOPE_LABELS).map(([value, label]) => ({ value, label }));

const createMutation = graphql`
  mutation ApiKeysSettingCreateMutation($input: CreateApiKeyInput!, $connections: [ID!]!) {
    createApiKey(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on CreateApiKeyPayload {
        secret
        apiKey @prependNode(connections: $connections, edgeTypeName: "ApiKeyConnectionEdge") {
          ...ApiKeysSetting_key
        }
      }
    }
  }
`;

const revokeMutation = graphql`
  mutation ApiKeysSettingRevokeMutation($input: RevokeApiKeyInput!) {
    revokeApiKey(input: $input) {
      __typename
      ...mutations_errors @alias(as: "error")
      ... on RevokeApiKeyPayload {
        apiKey {
          ...ApiKeysSetting_key
        }
      }
    }
  }
`;

/** Settings: the API keys of the account (docs/partners.md). The secret is shown once, after creating. */
export function ApiKeysSetting({ viewer }: { viewer: ApiKeysSetting_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ApiKeysSetting_viewer on User {
        id
        apiKeys(first: 20) @connection(key: "ApiKeysSetting_apiKeys") {
          edges {
            node {
              id
              ...ApiKeysSetting_key
            }
          }
        }
      }
    `,
    viewer,
  );
  const [create, creating] = usePromiseMutation<ApiKeysSettingCreateMutation>(createMutation);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'READ' | 'ACT'>('READ');
  const [problem, setProblem] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const connection = ConnectionHandler.getConnectionID(data.id, 'ApiKeysSetting_apiKeys');

  const onCreate = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      const { createApiKey } = await create({ input: { name, scope }, connections: [connection] });
      const outcome = outcomeOf(createApiKey, 'CreateApiKeyPayload');
      if (!outcome.ok) {
        const error = outcome.error;
        setProblem(
          error.kind === 'input' ? (Object.values(error.fieldErrors)[0]?.[0] ?? error.message) : error.message,
        );
        return;
      }
      setSecret(outcome.data.secret);
      setCopied(false);
      setName('');
    } catch {
      // shown by the global error display
    }
  };

  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret);
    setCopied(true);
  };

  const keys = data.apiKeys?.edges ?? [];
  return (
    <section className="dashboard-card card api-keys" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API-sleutels</h2>
      <p className="muted">
        Met een API-sleutel kan een ander systeem (bijvoorbeeld dat van je makelaar) {PRODUCT_NAME} gebruiken. Een
        sleutel kan nooit sleutels beheren, je wachtwoord of e-mailadres wijzigen of je account verwijderen.
      </p>
      {secret ? (
        <div className="api-keys__secret" role="status">
          <p>
            <strong>Kopieer je sleutel nu: je ziet hem maar één keer.</strong>
          </p>
          <code data-testid="api-key-secret">{secret}</code>
          <div className="api-keys__secret-actions">
            <button type="button" className="button button--primary button--small" onClick={copy}>
              {copied ? 'Gekopieerd' : 'Kopiëren'}
            </button>
            <button type="button" className="button button--secondary button--small" onClick={() => setSecret(null)}>
              Klaar
            </button>
          </div>
        </div>
      ) : null}
      <form className="api-keys__form" onSubmit={onCreate}>
        <TextField
          label="Naam"
          name="name"
          value={name}
          maxLength={60}
          onChange={(e) => setName(e.target.value)}
          error={problem ?? undefined}
        />
        <SelectField
          label="Bereik"
          name="scope"
          value={scope}
          options={SCOPE_OPTIONS}
          onChange={(e) => setScope(e.target.value as 'READ' | 'ACT')}
        />
        <button type="submit" className="button button--primary" disabled={creating}>
          Sleutel maken
        </button>
      </form>
      {keys.length ? (
        <ul className="api-keys__list">
          {keys.map((edge) => (
            <ApiKeyRow key={edge.node.id} apiKey={edge.node} />
          ))}
        </ul>
      ) : (
        <p className="muted">Je hebt nog geen API-sleutels.</p>
      )}
    </section>
  );
}

function ApiKeyRow({ apiKey }: { apiKey: ApiKeysSetting_key$key }) {
  const key = useFragment(
    graphql`
      fragment ApiKeysSetting_key on ApiKey {
        id
        name
        scope
        prefix
        createdAt
        lastUsedAt
        revokedAt
      }
    `,
    apiKey,
  );
  const [revoke, revoking] = usePromiseMutation<ApiKeysSettingRevokeMutation>(revokeMutation);
  const onRevoke = async () => {
    try {
      await revoke({ input: { id: key.id } });
    } catch {
      // shown by the global error display
    }
  };
  return (
    <li className={`api-keys__row${key.revokedAt ? ' api-keys__row--revoked' : ''}`}>
      <div>
        <strong>{key.name}</strong> <code>{key.prefix}…</code>
        <p className="muted">
          {SCOPE_LABELS[key.scope as 'READ' | 'ACT'] ?? key.scope} · gemaakt op {formatDate(key.createdAt)} ·{' '}
          {key.lastUsedAt ? `laatst gebruikt op ${formatDate(key.lastUsedAt)}` : 'nog niet gebruikt'}
        </p>
      </div>
      {key.revokedAt ? (
        <span className="muted">Ingetrokken op {formatDate(key.revokedAt)}</span>
      ) : (
        <ConfirmButton
          variant="danger"
          question="Deze sleutel intrekken? Systemen die hem gebruiken, werken dan niet meer."
          onConfirm={onRevoke}
          busy={revoking}
        >
          Intrekken
        </ConfirmButton>
      )}
    </li>
  );
}
