import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { normalizePhoneNumber } from '../../../server/domain/accounts/phone';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { PRODUCT_NAME, recaptchaSiteKey } from '../../config';
import { paths } from '../../paths';
import { failureDetail } from '../../relay/mutations';
import { reloadViewer } from '../account/session';
import { useCurrentViewer } from '../auth/useCurrentViewer';
import { isValidEmail } from '../auth/validation';
import { useRegisterMutation } from './mutations/useRegisterMutation';
import { Recaptcha } from './Recaptcha';
import { TermsCheckbox } from './TermsCheckbox';
import {
  CAPTCHA_TEXT,
  graphQLUserType,
  PASSWORD_LENGTH_TEXT,
  PASSWORD_MATCH_TEXT,
  PASSWORD_MIN_LENGTH,
  PHONE_LENGTH_TEXT,
  REGISTRATION_FAILED_TEXT,
  REGISTRATION_MOVING_OPTIONS,
  REQUIRED_TEXT,
  TERMS_TEXT,
  USER_TYPE_OPTIONS,
  type UserType,
  userTypeForFunnel,
} from './validation';
import './registration.css';

type QuestionKey =
  | 'firstName'
  | 'lastName'
  | 'userType'
  | 'movingMonths'
  | 'email'
  | 'phoneNumber'
  | 'password'
  | 'passwordConfirmation'
  | 'terms';

interface Answers {
  firstName: string;
  lastName: string;
  userType: UserType | '';
  movingMonths: number | null;
  email: string;
  phoneNumber: string;
  password: string;
  passwordConfirmation: string;
  terms: boolean;
}

interface Bubble {
  id: number;
  from: 'bot' | 'me';
  text: ReactNode;
}

const QUESTIONS: Record<QuestionKey, (a: Answers) => string> = {
  firstName: () => `Hoi! Leuk dat je mee wilt doen met ${PRODUCT_NAME}. Wat is je voornaam?`,
  lastName: (a) => `Hallo ${a.firstName}! En wat is je achternaam?`,
  userType: () => 'Wat wil je doen?',
  movingMonths: () => 'Wanneer wil je verhuizen?',
  email: () => 'Op welk e-mailadres kunnen we je bereiken?',
  phoneNumber: () => 'En je telefoonnummer? (10 cijfers, bijvoorbeeld 0612345678)',
  password: () => `Kies een wachtwoord van minimaal ${PASSWORD_MIN_LENGTH} karakters.`,
  passwordConfirmation: () => 'Typ je wachtwoord nog een keer, dan weten we zeker dat het klopt.',
  terms: () => 'Bijna klaar! Ga je akkoord met onze voorwaarden?',
};

/** The questions in order; user type is skipped when the funnel tells it. */
function questionOrder(askUserType: boolean): QuestionKey[] {
  return [
    'firstName',
    'lastName',
    ...(askUserType ? (['userType'] as const) : []),
    'movingMonths',
    'email',
    'phoneNumber',
    'password',
    'passwordConfirmation',
    'terms',
  ];
}

/**
 * /aanmelden/{funnelType?}: a short sign-up chat. Asks the registration questions one at a time
 * (with the spec's messages), then registers. A logged-in viewer (e.g. straight after a funnel's
 * registration) is welcomed and pointed at the next steps.
 */
export function SignUpChatPage() {
  const { funnelType } = useParams();
  const viewer = useCurrentViewer();
  // Decided once: a visitor who signs up in the chat keeps the conversation on screen afterwards.
  const [arrivedLoggedIn] = useState(() => viewer != null);
  useDocumentTitle('Aanmelden');
  const who = funnelType === 'verkoper' ? 'verkoper' : 'zoeker';
  return (
    <div className="container chat-page">
      {viewer && arrivedLoggedIn ? (
        <div className="chat card">
          <ChatHeader />
          <div className="chat__log">
            <ChatBubble from="bot">
              Welkom bij {PRODUCT_NAME}, {viewer.firstName}! Je account is klaar.
            </ChatBubble>
            <ChatBubble from="bot">
              {who === 'verkoper'
                ? 'Zullen we kijken hoe je je huis onder de aandacht brengt?'
                : 'Zullen we kijken hoe je de huizen vindt die bij je passen?'}
            </ChatBubble>
          </div>
          <NextStepsLinks who={who} />
        </div>
      ) : (
        <SignUpChat funnelType={funnelType} />
      )}
    </div>
  );
}

/** Where a new account goes from here: the next steps of its kind, or the dashboard. */
function NextStepsLinks({ who }: { who: 'zoeker' | 'verkoper' }) {
  return (
    <div className="chat__actions">
      <Link to={paths.nextSteps(who)} className="button button--primary">
        Wat zijn de volgende stappen?
      </Link>
      <Link to={paths.dashboard()} className="button button--secondary">
        Ga naar Mijn {PRODUCT_NAME}
      </Link>
    </div>
  );
}

function ChatHeader() {
  return (
    <div className="chat__header">
      <span className="chat__avatar" aria-hidden="true">
        H
      </span>
      <div>
        <div className="chat__name">{PRODUCT_NAME}</div>
        <div className="chat__status">Aanmelden duurt ongeveer een minuut</div>
      </div>
    </div>
  );
}

function ChatBubble({ from, children }: { from: 'bot' | 'me'; children: ReactNode }) {
  return (
    <div className={`chat-bubble chat-bubble--${from}`}>
      {from === 'me' ? <span className="visually-hidden">Jij: </span> : null}
      {children}
    </div>
  );
}

function SignUpChat({ funnelType }: { funnelType?: string }) {
  const fixedType = userTypeForFunnel(funnelType);
  const order = questionOrder(!fixedType);
  const siteKey = recaptchaSiteKey();
  const [answers, setAnswers] = useState<Answers>({
    firstName: '',
    lastName: '',
    userType: fixedType ?? '',
    movingMonths: null,
    email: '',
    phoneNumber: '',
    password: '',
    passwordConfirmation: '',
    terms: false,
  });
  const [index, setIndex] = useState(0);
  const [log, setLog] = useState<Bubble[]>(() => [{ id: 0, from: 'bot', text: QUESTIONS.firstName(answers) }]);
  const [draft, setDraft] = useState('');
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [registered, setRegistered] = useState(false);
  const [failed, setFailed] = useState(false);
  const [register, busy] = useRegisterMutation();
  const nextId = useRef(1);
  const endRef = useRef<HTMLDivElement>(null);
  const answerRef = useRef<HTMLInputElement>(null);
  const question = order[index];
  const who = answers.userType === 'seller' ? 'verkoper' : 'zoeker';

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
    // Keep the keyboard in the answer field for the next question (not on the first load).
    if (log.length > 1) answerRef.current?.focus();
  }, [log.length]);

  const say = (...bubbles: Omit<Bubble, 'id'>[]) =>
    setLog((current) => [...current, ...bubbles.map((b) => ({ ...b, id: nextId.current++ }))]);

  const goTo = (next: number, updated: Answers, mine: ReactNode | null) => {
    setIndex(next);
    setDraft('');
    const bubbles: Omit<Bubble, 'id'>[] = [];
    if (mine !== null) bubbles.push({ from: 'me', text: mine });
    if (next < order.length) bubbles.push({ from: 'bot', text: QUESTIONS[order[next]](updated) });
    say(...bubbles);
  };

  const answer = (value: Partial<Answers>, mine: ReactNode) => {
    const updated = { ...answers, ...value };
    setAnswers(updated);
    goTo(index + 1, updated, mine);
  };

  const problemFor = (key: QuestionKey, value: string): string | null => {
    if (!value.trim()) return REQUIRED_TEXT;
    if (key === 'email' && !isValidEmail(value)) return 'Dat lijkt geen geldig e-mailadres. Probeer het nog eens.';
    if (key === 'phoneNumber' && normalizePhoneNumber(value) === null) return PHONE_LENGTH_TEXT;
    if (key === 'password' && value.length < PASSWORD_MIN_LENGTH) return PASSWORD_LENGTH_TEXT;
    if (key === 'passwordConfirmation' && value !== answers.password) return PASSWORD_MATCH_TEXT;
    return null;
  };

  const submitText = (event: FormEvent) => {
    event.preventDefault();
    const problem = problemFor(question, draft);
    const secret = question === 'password' || question === 'passwordConfirmation';
    if (problem) {
      say({ from: 'me', text: secret ? '••••••••' : draft || '…' }, { from: 'bot', text: problem });
      setDraft('');
      if (question === 'passwordConfirmation' && draft) {
        // Start the password over: the first one may have been the typo.
        setIndex(order.indexOf('password'));
        say({ from: 'bot', text: QUESTIONS.password(answers) });
      }
      return;
    }
    answer({ [question]: draft.trim() } as Partial<Answers>, secret ? '••••••••' : draft.trim());
  };

  const finish = async () => {
    if (!answers.terms) return say({ from: 'bot', text: TERMS_TEXT });
    if (siteKey && !captchaToken) return say({ from: 'bot', text: CAPTCHA_TEXT });
    setFailed(false);
    try {
      const result = await register({
        firstName: answers.firstName,
        lastName: answers.lastName,
        email: answers.email,
        phoneNumber: answers.phoneNumber,
        userType: graphQLUserType(answers.userType),
        movingMonths: answers.movingMonths,
        password: answers.password,
        passwordConfirmation: answers.passwordConfirmation,
        terms: answers.terms,
        recaptchaResponse: captchaToken,
        hp1: '',
        hp2: '',
        houseSlug: null,
        searchQuerySlug: null,
      });
      if (result.ok) {
        setRegistered(true);
        say(
          { from: 'me', text: 'Ik ga akkoord' },
          { from: 'bot', text: `Gelukt, ${answers.firstName}! Je account is aangemaakt en je bent ingelogd.` },
        );
        await reloadViewer();
        return;
      }
      if (siteKey) setCaptchaKey((k) => k + 1);
      if (result.error.kind === 'input') {
        // Back to the first question the server did not accept, with its message.
        const wrong = order.find((key) => result.error.kind === 'input' && result.error.fieldErrors[key]);
        const message =
          (wrong && result.error.fieldErrors[wrong]?.[0]) ??
          Object.values(result.error.fieldErrors)[0]?.[0] ??
          result.error.message;
        say({ from: 'bot', text: message });
        if (wrong) {
          setIndex(order.indexOf(wrong));
          say({ from: 'bot', text: QUESTIONS[wrong](answers) });
        }
        return;
      }
      setFailed(true);
      say({ from: 'bot', text: `${REGISTRATION_FAILED_TEXT} ${result.error.message}`.trim() });
    } catch (error) {
      if (siteKey) setCaptchaKey((k) => k + 1);
      setFailed(true);
      say({ from: 'bot', text: `${REGISTRATION_FAILED_TEXT} ${failureDetail(error) ?? ''}`.trim() });
    }
  };

  let input: ReactNode = null;
  if (registered) {
    input = <NextStepsLinks who={who} />;
  } else if (question === 'userType' || question === 'movingMonths') {
    const options =
      question === 'userType'
        ? USER_TYPE_OPTIONS.map((o) => ({ value: o.value as string | number, label: o.label }))
        : REGISTRATION_MOVING_OPTIONS;
    input = (
      <fieldset className="chat__choices">
        <legend className="visually-hidden">{QUESTIONS[question](answers)}</legend>
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="button button--secondary button--small"
            onClick={() =>
              answer(
                question === 'userType'
                  ? { userType: option.value as UserType }
                  : { movingMonths: Number(option.value) },
                option.label,
              )
            }
          >
            {option.label}
          </button>
        ))}
      </fieldset>
    );
  } else if (question === 'terms') {
    input = (
      <div className="chat__terms">
        <TermsCheckbox checked={answers.terms} onChange={(terms) => setAnswers((a) => ({ ...a, terms }))} />
        {siteKey ? <Recaptcha key={captchaKey} siteKey={siteKey} onChange={setCaptchaToken} /> : null}
        <button type="button" className="button button--primary" onClick={finish} disabled={busy}>
          {busy ? 'Bezig…' : failed ? 'Opnieuw proberen' : 'Account aanmaken'}
        </button>
      </div>
    );
  } else {
    const secret = question === 'password' || question === 'passwordConfirmation';
    input = (
      <form className="chat__form" onSubmit={submitText} noValidate>
        {secret ? <input type="email" autoComplete="username" value={answers.email} readOnly hidden /> : null}
        <label className="visually-hidden" htmlFor="chat-answer">
          Je antwoord
        </label>
        <input
          id="chat-answer"
          key={question}
          ref={answerRef}
          className="input"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          type={secret ? 'password' : question === 'email' ? 'email' : question === 'phoneNumber' ? 'tel' : 'text'}
          autoComplete={
            {
              firstName: 'given-name',
              lastName: 'family-name',
              email: 'email',
              phoneNumber: 'tel-national',
              password: 'new-password',
              passwordConfirmation: 'new-password',
            }[question as string] ?? 'off'
          }
          placeholder="Typ je antwoord…"
        />
        <button type="submit" className="button button--primary">
          Verder
        </button>
      </form>
    );
  }

  return (
    <div className="chat card">
      <ChatHeader />
      <div className="chat__log" aria-live="polite">
        {log.map((bubble) => (
          <ChatBubble key={bubble.id} from={bubble.from}>
            {bubble.text}
          </ChatBubble>
        ))}
        <div ref={endRef} />
      </div>
      <div className="chat__input">{input}</div>
      {!registered ? (
        <p className="chat__alt">
          Liever alles in één keer invullen? <Link to={paths.login()}>Gebruik het formulier</Link>
        </p>
      ) : null}
    </div>
  );
}
