import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type SeedDemoResult, seedDemo } from '../../prisma/seed/demo.js';
import { DEMO_CHECKIN_ACCOUNT } from '../../prisma/seed/demo-checkins.js';
import { DEMO_SUBSCRIBERS } from '../../prisma/seed/demo-subscriptions.js';
import { createOutboxMailer } from '../../server/adapters/mail/outbox.js';
import { DiskStorage, InvalidStorageKeyError } from '../../server/adapters/storage/index.js';
import { hashPassword, verifyPassword } from '../../server/domain/accounts/password.js';
import { assetUrl, assetVariants, createImageAsset, NotAnImageError } from '../../server/domain/assets/images.js';
import { HOUSE_STATUSES, statusReasonLabel } from '../../server/domain/houses/statuses.js';
import { checkinPolicy } from '../../server/domain/kernel/freshness.js';
import { slugify } from '../../server/domain/kernel/house-presentation.js';
import { canDoSubscriberActions } from '../../server/domain/kernel/rights.js';
import { MESSAGING_PAGE_LIMITS, unreadCount } from '../../server/domain/notifications/inbox.js';
import { runMailQueue } from '../../server/domain/notifications/mail/queue.js';
import { INBOX_ORDER, inboxPage } from '../../server/domain/notifications/threads.js';
import { NOTIFICATION_TYPES, readNotificationContent } from '../../server/domain/notifications/types.js';
import { parsePageArgs } from '../../server/domain/pagination.js';
import { seedReferenceData } from '../../server/domain/reference-data/seed-reference.js';
import { searchProfileCompletion, searchProfileInclude } from '../../server/domain/search-profiles/completion.js';
import { stateOf } from '../../server/domain/subscriptions/state.js';
import { accountSummary } from '../../server/domain/users/account.js';
import { createTestDatabase, type TestDatabase } from '../helpers/database.js';
import { createMemoryStorage } from '../helpers/memory-storage.js';

const SEED_TIMEOUT = 240_000;
const TEST_TIMEOUT = 30_000;

describe('demo seed', () => {
  let db: TestDatabase;
  const storage = createMemoryStorage();
  let result: SeedDemoResult;

  beforeAll(async () => {
    db = await createTestDatabase();
    result = await seedDemo({ prisma: db.prisma, storage });
  }, SEED_TIMEOUT);
  afterAll(async () => {
    await db?.close();
  });

  it('lists at least 1,000 approved houses in at least 30 places', { timeout: TEST_TIMEOUT }, async () => {
    expect(result.skipped).toBe(false);
    const houses = await db.prisma.house.count({ where: { moderationStatus: 'approved', submittedAt: { not: null } } });
    expect(houses).toBeGreaterThanOrEqual(1000);
    expect(await db.prisma.house.count()).toBe(houses);
    const places = await db.prisma.house.groupBy({ by: ['cityCode'] });
    expect(places.filter((p) => p.cityCode).length).toBeGreaterThanOrEqual(30);
    const cities = new Set(
      (await db.prisma.house.findMany({ select: { city: true }, distinct: ['city'] })).map((h) => h.city),
    );
    for (const city of [
      'Utrecht',
      'Amsterdam',
      'Rotterdam',
      "'s-Gravenhage",
      "'s-Hertogenbosch",
      'Groningen',
      'Maastricht',
    ]) {
      expect(cities).toContain(city);
    }
  });

  it('gives houses energy labels fitting their age, price histories and recent price drops', {
    timeout: TEST_TIMEOUT,
  }, async () => {
    const houses = await db.prisma.house.findMany({
      select: {
        energyLabel: true,
        constructionYear: true,
        factualDescription: true,
        price: true,
        priceReducedAt: true,
        priceHistory: true,
      },
    });
    const labelled = houses.filter((h) => h.energyLabel);
    expect(labelled.length / houses.length).toBeGreaterThan(0.85);
    expect(new Set(labelled.map((h) => h.energyLabel)).size).toBeGreaterThanOrEqual(9);
    // New builds are A or better, no pre-war house A++ or better; the description names the same label.
    for (const h of labelled) {
      if ((h.constructionYear ?? 0) >= 2021) expect(h.energyLabel).toMatch(/^A/);
      if ((h.constructionYear ?? 9999) < 1945) expect(h.energyLabel).not.toMatch(/^A\+\+/);
      expect(h.factualDescription).toContain(`Energielabel ${h.energyLabel};`);
    }
    for (const h of houses.filter((x) => !x.energyLabel)) expect(h.factualDescription).not.toContain('Energielabel');
    expect(houses.every((h) => h.priceHistory.length >= 1)).toBe(true);
    const recent = houses.filter((h) => h.priceReducedAt && Date.now() - h.priceReducedAt.getTime() < 30 * 86_400_000);
    expect(recent.length).toBeGreaterThan(50);
    for (const h of houses.filter((x) => x.priceHistory.length > 1)) {
      const steps = h.priceHistory.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((p) => p.price!);
      // Each step lower than the one before, the last the asking price now.
      for (let i = 1; i < steps.length; i++) expect(steps[i]).toBeLessThan(steps[i - 1]);
      expect(steps.at(-1)).toBe(h.price);
    }
  });

  it('gives every house at least 5 photos, exactly one of them main, at position 0', {
    timeout: TEST_TIMEOUT,
  }, async () => {
    const rows = await db.prisma.$queryRawUnsafe<{ photos: number; mains: number; main_position: number | null }[]>(`
      SELECT count(a.id)::int AS photos, count(*) FILTER (WHERE a.is_main)::int AS mains,
             min(a.position) FILTER (WHERE a.is_main)::int AS main_position
      FROM houses h LEFT JOIN house_assets a ON a.house_id = h.id GROUP BY h.id`);
    expect(rows.length).toBeGreaterThanOrEqual(1000);
    expect(Math.min(...rows.map((r) => r.photos))).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.mains === 1 && r.main_position === 0)).toBe(true);
    // ~40 drawings shared by all houses, each stored with its size variants
    const photos = await db.prisma.asset.findMany({ where: { kind: 'house_photo' } });
    expect(photos.length).toBeGreaterThanOrEqual(30);
    for (const p of photos) {
      const v = assetVariants(p);
      expect(v.medium?.width).toBe(640);
      expect(await storage.get(v.medium2x!.path)).not.toBeNull();
    }
  });

  it('makes houses whose numbers agree with each other', { timeout: TEST_TIMEOUT }, async () => {
    const houses = await db.prisma.house.findMany({
      include: {
        houseType: true,
        tags: { include: { tag: true } },
        facilities: true,
        statusHistory: true,
        _count: { select: { likes: true } },
      },
    });
    const slugs = new Set(houses.map((h) => h.slug));
    expect(slugs.size).toBe(houses.length);
    const apartments = new Set([
      'appartement',
      'benedenwoning',
      'bovenwoning',
      'portiekwoning',
      'galerijflat',
      'maisonnette',
      'penthouse',
    ]);
    for (const h of houses) {
      expect(h.sortPrice).toBe(h.price ?? h.minPrice ?? h.maxPrice);
      if (h.minPrice !== null) expect(h.maxPrice!).toBeGreaterThan(h.minPrice);
      if (apartments.has(h.houseType!.key)) expect(h.plotM2).toBe(0);
      expect(h.postalCode).toMatch(/^[1-9]\d{3}[A-Z]{2}$/);
      // Public slug: street, city, random letters; no house number.
      expect(h.slug).toMatch(new RegExp(`^${slugify(h.street!)}-${slugify(h.city!)}-[a-z]{10}$`));
      expect(h.latitude).toBeGreaterThan(50.7);
      expect(h.latitude).toBeLessThan(53.6);
      expect(h.numberBedrooms).toBeLessThan(h.numberRooms);
      expect(h.isOwner).toBe(true);
      expect(h.ownerUserId).not.toBeNull();
      expect(h.likingUsersCount).toBe(h._count.likes);
      const style = h.tags.filter((t) => t.tag.tagCategoryId === 1).length;
      const location = h.tags.filter((t) => t.tag.tagCategoryId === 3).length;
      expect(style).toBeGreaterThanOrEqual(1);
      expect(style).toBeLessThanOrEqual(3);
      expect(location).toBeGreaterThanOrEqual(1);
      expect(location).toBeLessThanOrEqual(3);
      expect(h.facilities.length).toBeGreaterThanOrEqual(2);
      expect(h.facilities.length).toBeLessThanOrEqual(6);
      expect(h.shortDescription && h.factualDescription && h.personalDescription).toBeTruthy();
      expect(h.statusHistory.at(-1)?.status).toBe(h.houseStatus);
      if (h.houseStatus === 'open_for_offers')
        expect(['offer', 'members', 'work', 'new_house']).toContain(h.statusReason);
      expect(Date.now() - h.createdAt.getTime()).toBeLessThan(121 * 86_400_000);
    }
    const statuses = new Set(houses.map((h) => h.houseStatus));
    expect([...statuses].sort()).toEqual(['open_for_offers', 'selling', 'sold', 'sold_under_reservation']);
    expect(houses.filter((h) => h.houseStatus === 'selling').length).toBeGreaterThan(houses.length / 2);
  });

  it('has one returning account due for every check-in, the four others fresh', { timeout: TEST_TIMEOUT }, async () => {
    const policy = checkinPolicy({ STATUS_CHECKIN_DAYS: 30, HOUSE_STATUS_UNKNOWN_DAYS: 90 });
    const flags = async (email: string) => {
      const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
      const s = await accountSummary(db.prisma, policy, user);
      return [s.hasOutdatedProfile, s.hasOutdatedHouseStatus, s.hasOutdatedSearchQuery];
    };
    const returning = await db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_CHECKIN_ACCOUNT } });
    expect(await verifyPassword(DEMO_PASSWORD, returning.passwordHash)).toBe(true);
    expect(await flags(DEMO_CHECKIN_ACCOUNT)).toEqual([true, true, true]);
    for (const email of Object.values(DEMO_ACCOUNTS)) expect(await flags(email), email).toEqual([false, false, false]);
  });

  it('creates the four demo accounts with the demo password', { timeout: TEST_TIMEOUT }, async () => {
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    }
    const searcher = await db.prisma.user.findUniqueOrThrow({
      where: { email: DEMO_ACCOUNTS.searcher },
      include: { searchQueries: { include: searchProfileInclude, orderBy: { id: 'asc' } } },
    });
    expect(searcher.searchQueries.map((q) => [q.query, q.queryType])).toEqual([
      ['Utrecht', 'woonplaats'],
      ['Amersfoort', 'woonplaats'],
    ]);
    // The demo's profiles are complete (spec §5) and have a point to measure ranges from.
    const premium = await db.prisma.user.findUniqueOrThrow({
      where: { email: DEMO_ACCOUNTS.premium },
      include: { searchQueries: { include: searchProfileInclude } },
    });
    for (const profile of [...searcher.searchQueries, ...premium.searchQueries]) {
      expect(searchProfileCompletion(profile).complete, profile.slug).toBe(true);
      expect(profile.latitude, profile.slug).not.toBeNull();
    }

    const seller = await db.prisma.user.findUniqueOrThrow({
      where: { email: DEMO_ACCOUNTS.seller },
      include: { houses: true },
    });
    expect(seller.houses.length).toBeGreaterThanOrEqual(8);
    expect(seller.houses.length).toBeLessThanOrEqual(12);

    const advisor = await db.prisma.user.findUniqueOrThrow({
      where: { email: DEMO_ACCOUNTS.advisor },
      include: {
        advisor: {
          include: {
            expertises: true,
            certificates: true,
            languages: true,
            organisationOffice: { include: { organisation: true } },
          },
        },
      },
    });
    expect(advisor.advisor?.organisationOffice?.organisation.name).toBeTruthy();
    expect(advisor.advisor?.expertises.length).toBeGreaterThan(0);
    expect(advisor.advisor?.certificates.length).toBeGreaterThan(0);
    expect(advisor.advisor?.languages.length).toBeGreaterThan(0);
  });

  it('seeds at least 60 advisors across the places, certificates fitting their expertises, varied languages and hours', {
    timeout: TEST_TIMEOUT,
  }, async () => {
    const advisors = await db.prisma.advisor.findMany({
      include: {
        expertises: true,
        certificates: { include: { certificate: { include: { expertises: true } } } },
        languages: { include: { language: true } },
        organisationOffice: true,
      },
    });
    expect(advisors.length).toBeGreaterThanOrEqual(61);
    expect(new Set(advisors.map((a) => a.organisationOffice?.city)).size).toBeGreaterThanOrEqual(10);
    for (const a of advisors) {
      expect(a.acceptTerms).toBe(true);
      expect(a.range).toBeGreaterThanOrEqual(1000);
      expect(a.range).toBeLessThanOrEqual(15_000);
      expect(a.expertises.length).toBeGreaterThan(0);
      expect(a.languages.length).toBeGreaterThan(0);
      expect(a.organisationOffice?.latitude).toEqual(expect.any(Number));
      const mine = new Set(a.expertises.map((e) => e.expertiseId));
      for (const { certificate } of a.certificates)
        expect(
          certificate.expertises.some((e) => mine.has(e.expertiseId)),
          certificate.name,
        ).toBe(true);
    }
    const codes = new Set(advisors.flatMap((a) => a.languages.map((l) => l.language.code)));
    expect(codes.size).toBeGreaterThanOrEqual(5);
    expect(advisors.some((a) => a.isAvailableEvenings)).toBe(true);
    expect(advisors.some((a) => a.isAvailableWeekends)).toBe(true);
    expect(advisors.some((a) => !a.isAvailableEvenings)).toBe(true);
  });

  it('computes kansen: exact and fuzzy ones for zoeker@, matching searchers for the seller’s listed houses', {
    timeout: TEST_TIMEOUT,
  }, async () => {
    const kansen = (exact: boolean) =>
      db.prisma.searchProfileMatch.count({
        where: { exact, searchProfile: { user: { email: DEMO_ACCOUNTS.searcher } } },
      });
    expect(await kansen(true)).toBeGreaterThanOrEqual(2);
    expect(await kansen(false)).toBeGreaterThanOrEqual(2);
    const houses = await db.prisma.house.findMany({
      where: { owner: { email: DEMO_ACCOUNTS.seller }, houseStatus: { not: 'sold' } },
      select: { matches: { where: { searchProfile: { userId: { not: null } } }, select: { exact: true } } },
    });
    const withBoth = houses.filter((h) => h.matches.some((m) => m.exact) && h.matches.some((m) => !m.exact));
    expect(withBoth.length).toBeGreaterThanOrEqual(5);
  });

  it('gives the premium account an active Premium subscription in its current cycle, paid', {
    timeout: TEST_TIMEOUT,
  }, async () => {
    const premium = await db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.premium } });
    const subscription = await db.prisma.subscription.findFirstOrThrow({
      where: { userId: premium.id },
      include: { payments: true },
    });
    expect(subscription.plan).toBe('user_premium');
    expect(subscription.status).toBe('active');
    expect(subscription.cycleStartedAt!.getTime()).toBeLessThan(Date.now());
    expect(subscription.cycleEndsAt!.getTime()).toBeGreaterThan(Date.now());
    expect(subscription.payments.some((p) => p.status === 'paid' && p.amountCents === 995)).toBe(true);
    // Made as the local provider makes them: renewals, swaps and cancels work on the demo.
    const provider = await db.prisma.localSubscription.findUniqueOrThrow({
      where: { id: subscription.providerSubscriptionId! },
    });
    expect(provider).toMatchObject({ status: 'active', amountCents: 995, interval: '1 month', chargesMade: 1 });
    expect(await canDoSubscriberActions(db.prisma, premium.id)).toBe(true);
  });

  it('has a cancelled-within-period account and an Extended one renewing within a week', {
    timeout: TEST_TIMEOUT,
  }, async () => {
    const canceled = await db.prisma.user.findUniqueOrThrow({
      where: { email: DEMO_SUBSCRIBERS.canceled },
      include: { subscriptions: true },
    });
    expect(await verifyPassword(DEMO_PASSWORD, canceled.passwordHash)).toBe(true);
    const [stopped] = canceled.subscriptions;
    expect(stateOf(stopped)).toBe('canceled');
    expect(stopped.endsAt!.getTime()).toBeGreaterThan(Date.now());
    expect(await canDoSubscriberActions(db.prisma, canceled.id)).toBe(true);
    const extended = await db.prisma.user.findUniqueOrThrow({
      where: { email: DEMO_SUBSCRIBERS.extended },
      include: { subscriptions: { include: { payments: true } } },
    });
    const [yearly] = extended.subscriptions;
    expect(yearly).toMatchObject({ plan: 'user_extended', status: 'active' });
    expect(yearly.payments.map((p) => [p.status, p.amountCents])).toEqual([['paid', 11_995]]);
    expect(yearly.cycleEndsAt!.getTime() - Date.now()).toBeLessThan(7 * 24 * 60 * 60 * 1000);
  });

  it('gives every demo account a living inbox: threads with each other, unread messages, every type', {
    timeout: TEST_TIMEOUT,
  }, async () => {
    const notifications = await db.prisma.notification.findMany();
    // Every notification type of spec §9, each with exactly its §3 data.
    expect(new Set(notifications.map((n) => n.type))).toEqual(new Set(NOTIFICATION_TYPES));
    expect(notifications.filter((n) => readNotificationContent(n.type, n.data) === null)).toEqual([]);
    for (const email of Object.values(DEMO_ACCOUNTS)) {
      const user = await db.prisma.user.findUniqueOrThrow({ where: { email } });
      expect(await unreadCount(db.prisma, user.id), email).toBeGreaterThan(0);
      const { page } = await inboxPage(db.prisma, user.id, parsePageArgs(INBOX_ORDER, {}, MESSAGING_PAGE_LIMITS));
      expect(page.rows.length, email).toBeGreaterThan(0);
    }
    // premium ↔ seller about the seller's house: the seller has the viewing and the offer unread.
    const [premium, seller] = await Promise.all(
      [DEMO_ACCOUNTS.premium, DEMO_ACCOUNTS.seller].map((email) =>
        db.prisma.user.findUniqueOrThrow({ where: { email } }),
      ),
    );
    const [thread] = (await inboxPage(db.prisma, seller.id, parsePageArgs(INBOX_ORDER, {}, MESSAGING_PAGE_LIMITS))).page
      .rows;
    expect(thread).toMatchObject({ otherUserId: premium.id, unreadCount: 2, chatEnabled: true });
  });

  it('makes adviseur@ the advisor and coach of zoeker@: the request first, then CoachAdded and WelcomeByCoach', {
    timeout: TEST_TIMEOUT,
  }, async () => {
    const [searcher, advisorUser] = await Promise.all(
      [DEMO_ACCOUNTS.searcher, DEMO_ACCOUNTS.advisor].map((email) =>
        db.prisma.user.findUniqueOrThrow({ where: { email }, include: { advisor: true } }),
      ),
    );
    const link = { userId: searcher.id, advisorId: advisorUser.advisor!.id };
    const [request, coaching] = await Promise.all([
      db.prisma.userAdvisor.findFirstOrThrow({ where: link }),
      db.prisma.advisorCoaching.findUniqueOrThrow({ where: { advisorId_userId: link }, include: { expertise: true } }),
    ]);
    expect(request.createdAt < coaching.createdAt).toBe(true);
    const asked = await db.prisma.notification.findFirstOrThrow({
      where: { type: 'AdvisorRequestAppointment', senderUserId: searcher.id, recipientUserId: advisorUser.id },
    });
    expect(asked.createdAt < coaching.createdAt).toBe(true);
    const told = await db.prisma.notification.findMany({
      where: {
        recipientUserId: searcher.id,
        senderUserId: advisorUser.id,
        type: { in: ['CoachAdded', 'WelcomeByCoach'] },
      },
      orderBy: { createdAt: 'asc' },
    });
    expect(told.map((n) => n.type)).toEqual(['CoachAdded', 'WelcomeByCoach']);
    expect(told[0].data).toMatchObject({ expertise: { name: coaching.expertise.name } });
    // The advisor's offer is for her: she never had a subscription.
    expect(await db.prisma.subscription.count({ where: { userId: searcher.id } })).toBe(0);
  });

  it("tells the searcher at once of new matches: one alert and a liked house's update in her inbox", {
    timeout: TEST_TIMEOUT,
  }, async () => {
    const searcher = await db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.searcher } });
    expect(searcher.matchAlerts).toBe('instant');
    const [alert] = await db.prisma.searchProfileAlert.findMany({ where: { userId: searcher.id } });
    expect(alert).toMatchObject({ delivery: 'instant' });
    const types = (await db.prisma.notification.findMany({ where: { recipientUserId: searcher.id } })).map(
      (n) => n.type,
    );
    expect(types).toEqual(expect.arrayContaining(['SearchQueryMatch', 'LikedHouseUpdated']));
    const match = await db.prisma.notification.findFirstOrThrow({ where: { type: 'SearchQueryMatch' } });
    expect(match.houseId).toBe(alert.houseId);
    // She likes the house whose update she was told of.
    const update = await db.prisma.notification.findFirstOrThrow({ where: { type: 'LikedHouseUpdated' } });
    expect(await db.prisma.like.count({ where: { userId: searcher.id, houseId: update.houseId! } })).toBe(1);
  });

  it("gives premium viewings and offers on the seller's houses in several states, each step in their thread", {
    timeout: TEST_TIMEOUT,
  }, async () => {
    const premium = await db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.premium } });
    const seller = await db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.seller } });
    const viewings = await db.prisma.viewing.findMany({ where: { requesterId: premium.id }, include: { house: true } });
    const offers = await db.prisma.offer.findMany({ where: { userId: premium.id }, include: { house: true } });
    expect(new Set(viewings.map((v) => v.status))).toEqual(new Set(['requested', 'accepted', 'declined']));
    expect(new Set(offers.map((o) => o.status))).toEqual(new Set(['open', 'replaced', 'countered', 'rejected']));
    for (const deal of [...viewings, ...offers]) {
      expect(deal.house.ownerUserId).toBe(seller.id);
      expect(['selling', 'open_for_offers']).toContain(deal.house.houseStatus);
    }
    const linked = await db.prisma.notification.findMany({
      where: { OR: [{ viewingId: { not: null } }, { offerId: { not: null } }] },
    });
    for (const v of viewings) expect(linked.some((n) => n.viewingId === v.id && n.type === 'HouseViewing')).toBe(true);
    for (const o of offers) expect(linked.some((n) => n.offerId === o.id && n.type === 'HouseOffer')).toBe(true);
    expect(linked.every((n) => n.threadId !== null && [premium.id, seller.id].includes(n.recipientUserId))).toBe(true);
  });

  it("queues a few notification mails that land in the outbox: a bid on the seller's house with its card", {
    timeout: TEST_TIMEOUT,
  }, async () => {
    const seller = await db.prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.seller } });
    const appUrl = 'http://localhost:3000';
    const run = await runMailQueue(
      {
        prisma: db.prisma,
        mail: createOutboxMailer(db.prisma),
        storage,
        config: { APP_URL: appUrl, MESSAGE_MAIL_DELAY_SECONDS: 300 },
      },
      new Date(),
    );
    expect(run.sent).toBeGreaterThanOrEqual(4);
    const outbox = await db.prisma.mailMessage.findMany({ where: { to: seller.email } });
    const bid = outbox.find((m) => m.subject.startsWith('Nieuw bod op '));
    expect(bid?.text).toContain(`${appUrl}/mijn-huiskans/berichten/`);
    expect(bid?.html).toContain('<img src=');
  });

  it('does nothing the second time', { timeout: TEST_TIMEOUT }, async () => {
    const before = await Promise.all([
      db.prisma.user.count(),
      db.prisma.house.count(),
      db.prisma.asset.count(),
      db.prisma.tag.count(),
    ]);
    const again = await seedDemo({ prisma: db.prisma, storage });
    expect(again.skipped).toBe(true);
    const after = await Promise.all([
      db.prisma.user.count(),
      db.prisma.house.count(),
      db.prisma.asset.count(),
      db.prisma.tag.count(),
    ]);
    expect(after).toEqual(before);
  });

  it('keeps reference data idempotent, with tag categories 1 (Bouwstijl) and 3 (Ligging)', {
    timeout: TEST_TIMEOUT,
  }, async () => {
    const counts = () =>
      Promise.all([
        db.prisma.houseType.count(),
        db.prisma.tag.count(),
        db.prisma.facility.count(),
        db.prisma.certificateExpertise.count(),
        db.prisma.knowledgebaseStep.count(),
      ]);
    const before = await counts();
    await seedReferenceData(db.prisma);
    expect(await counts()).toEqual(before);
    const categories = await db.prisma.tagCategory.findMany({ orderBy: { id: 'asc' } });
    expect(categories.map((c) => [c.id, c.name])).toEqual([
      [1, 'Bouwstijl'],
      [3, 'Ligging'],
    ]);
    const types = await db.prisma.houseType.findMany();
    expect(types.map((t) => t.key)).toEqual(
      expect.arrayContaining(['woonhuis', 'appartement', 'tussenwoning', 'villa', 'woonboot']),
    );
  });
});

describe('images', () => {
  const storage = createMemoryStorage();
  let rows: { id: number; data: Record<string, unknown> }[] = [];
  // A stand-in for the Asset table: images.ts only calls prisma.asset.create.
  const fakePrisma = {
    asset: {
      create: async ({ data }: { data: Record<string, unknown> }) => {
        const row = { id: rows.length + 1, data, ...data, createdAt: new Date() };
        rows.push(row);
        return row;
      },
    },
  } as unknown as Parameters<typeof createImageAsset>[0];

  const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') =>
    sharp({ create: { width, height, channels: 3, background: '#7fb8e6' } })
      [format]()
      .toBuffer();

  it('makes the house photo variants at 320, 640 and 1280 wide, keeping the aspect ratio', {
    timeout: TEST_TIMEOUT,
  }, async () => {
    rows = [];
    const asset = await createImageAsset(fakePrisma, storage, {
      buffer: await photo(1600, 1200),
      kind: 'house_photo',
      ownerUserId: 7,
    });
    expect(asset.kind).toBe('house_photo');
    expect(asset.ownerUserId).toBe(7);
    expect([asset.width, asset.height]).toEqual([1600, 1200]);
    const v = assetVariants(asset);
    expect(v.thumb).toMatchObject({ width: 320, height: 240 });
    expect(v.medium).toMatchObject({ width: 640, height: 480 });
    expect(v.medium2x).toMatchObject({ width: 1280, height: 960 });
    for (const variant of [v.thumb!, v.medium!, v.medium2x!]) {
      const stored = await storage.get(variant.path);
      const meta = await sharp(stored!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
    }
    expect(assetUrl(storage, asset, 'medium')).toBe(`/uploads/${v.medium!.path}`);
    expect(assetUrl(storage, asset, 'original')).toBe(`/uploads/${asset.path}`);
    expect(assetUrl(storage, asset, 'small_square')).toBe(`/uploads/${asset.path}`);
  });

  it('does not enlarge small photos', { timeout: TEST_TIMEOUT }, async () => {
    const asset = await createImageAsset(fakePrisma, storage, {
      buffer: await photo(500, 400, 'png'),
      kind: 'house_photo',
    });
    const v = assetVariants(asset);
    expect(v.thumb).toMatchObject({ width: 320, height: 256 });
    expect(v.medium).toMatchObject({ width: 500, height: 400 });
    expect(v.medium2x).toMatchObject({ width: 500, height: 400 });
  });

  it('crops avatars to 64 and 128 pixel squares', { timeout: TEST_TIMEOUT }, async () => {
    const asset = await createImageAsset(fakePrisma, storage, { buffer: await photo(300, 500), kind: 'avatar' });
    const v = assetVariants(asset);
    expect(v.small_square).toMatchObject({ width: 64, height: 64 });
    expect(v.small_square2x).toMatchObject({ width: 128, height: 128 });
    expect(v.medium).toBeUndefined();
  });

  it('rejects a text file (and SVG) with a Dutch message, storing nothing', { timeout: TEST_TIMEOUT }, async () => {
    const filesBefore = storage.files.size;
    const text = Buffer.from('Dit is gewoon tekst, geen foto.\n');
    await expect(createImageAsset(fakePrisma, storage, { buffer: text, kind: 'house_photo' })).rejects.toThrow(
      NotAnImageError,
    );
    await expect(createImageAsset(fakePrisma, storage, { buffer: text, kind: 'avatar' })).rejects.toThrow(
      'Dit bestand is geen afbeelding.',
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await expect(createImageAsset(fakePrisma, storage, { buffer: svg, kind: 'house_photo' })).rejects.toThrow(
      NotAnImageError,
    );
    expect(storage.files.size).toBe(filesBefore);
  });
});

describe('storage', () => {
  it('rejects keys that climb out of the storage root', async () => {
    const memory = createMemoryStorage();
    const root = await mkdtemp(join(tmpdir(), 'huiskans-storage-'));
    const disk = new DiskStorage(root);
    try {
      for (const s of [memory, disk]) {
        for (const key of ['../x', 'a/../../x', '/etc/passwd', '', 'a//b', './x', 'a\\..\\x', '.hidden']) {
          await expect(s.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(InvalidStorageKeyError);
        }
        expect(() => s.url('../x')).toThrow(InvalidStorageKeyError);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('stores, reads and deletes files under <root>/<key>, served at /uploads/<key>', async () => {
    const root = await mkdtemp(join(tmpdir(), 'huiskans-storage-'));
    const disk = new DiskStorage(root);
    try {
      await disk.put('assets/house_photo/abc/medium.webp', Buffer.from('hallo'), 'image/webp');
      expect((await disk.get('assets/house_photo/abc/medium.webp'))?.toString()).toBe('hallo');
      expect(disk.url('assets/house_photo/abc/medium.webp')).toBe('/uploads/assets/house_photo/abc/medium.webp');
      await disk.delete('assets/house_photo/abc/medium.webp');
      expect(await disk.get('assets/house_photo/abc/medium.webp')).toBeNull();
      await disk.delete('assets/house_photo/abc/medium.webp');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('passwords and statuses', () => {
  it('hashes with argon2id and verifies only the right password', { timeout: TEST_TIMEOUT }, async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('Correct horse', hash)).toBe(false);
    expect(await verifyPassword('correct horse', null)).toBe(false);
    expect(await verifyPassword('correct horse', 'not-a-hash')).toBe(false);
  });

  it('labels the house statuses and open-for-offers reasons in Dutch', () => {
    expect(HOUSE_STATUSES.map((s) => [s.key, s.label])).toEqual([
      ['selling', 'Te koop'],
      ['open_for_offers', 'Open voor biedingen'],
      ['sold_under_reservation', 'Verkocht onder voorbehoud'],
      ['sold', 'Verkocht'],
      ['not_for_sale', 'Niet te koop'],
    ]);
    expect(statusReasonLabel('offer')).toBe('Bij een goed bod');
    expect(statusReasonLabel('members')).toBe('Als huisgenoten wijzigen');
    expect(statusReasonLabel('work')).toBe('Als werksituatie wijzigt');
    expect(statusReasonLabel('new_house')).toBe('Als ik een woning vind');
    expect(statusReasonLabel('iets anders')).toBe('Onbekend');
    expect(statusReasonLabel(null)).toBe('Onbekend');
  });
});
