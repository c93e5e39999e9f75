// GraphQL over plain HTTP for the fault tests, which talk to a server process like a browser would.

export interface GraphQLAnswer {
  status: number;
  ms: number;
  body: any;
  setCookie: string[];
}

export async function graphqlRequest(
  baseUrl: string,
  query: string,
  variables: object = {},
  cookie?: string,
): Promise<GraphQLAnswer> {
  const started = Date.now();
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  return { status: res.status, ms: Date.now() - started, body, setCookie: res.headers.getSetCookie() };
}

export const TEST_PASSWORD = 'Wachtwoord-123';

/** Registers a new searcher; returns the session cookie to send and the user's id. */
export async function registerUser(baseUrl: string): Promise<{ cookie: string; userId: string }> {
  const answer = await graphqlRequest(
    baseUrl,
    'mutation($i: RegisterInput!) { register(input: $i) { __typename ... on RegisterPayload { viewer { id } } } }',
    {
      i: {
        firstName: 'Sanne',
        lastName: 'de Vries',
        email: `fault-${Date.now()}-${Math.random().toString(36).slice(2)}@example.nl`,
        phoneNumber: '0612345678',
        userType: 'SEARCHER',
        movingMonths: 3,
        password: TEST_PASSWORD,
        passwordConfirmation: TEST_PASSWORD,
        terms: true,
      },
    },
  );
  if (answer.body.data?.register.__typename !== 'RegisterPayload') {
    throw new Error(`register failed: ${JSON.stringify(answer.body)}`);
  }
  return {
    cookie: answer.setCookie.map((c) => c.split(';')[0]).join('; '),
    userId: answer.body.data.register.viewer.id,
  };
}
