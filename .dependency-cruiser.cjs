// `npm run lint` runs this (`depcruise server`): no import cycle in server/, the domain free of the
// surfaces, the request context and the adapters, and the domain's areas importing only downward in
// the order below (docs/architecture.md, "Domain layers").

/** The domain's areas, top to bottom: an area may import the areas of the rows below its own, never above or beside it. */
const AREA_LAYERS = [
  ['landing', 'contact', 'advisors', 'deals', 'status'],
  ['messaging'],
  ['users'],
  ['search-profiles'],
  ['accounts'],
  ['houses'],
  ['alerts'],
  ['matching'],
  ['funnel', 'subscriptions', 'places', 'assets', 'reference-data', 'mortgage'],
  ['scheduling'],
];
/** The floor under every area, itself in order: notifications may use the kernel and the ports, the kernel the ports. */
const FLOOR = ['notifications', 'kernel', 'ports'];

const areaPath = (areas) => `^server/domain/(${areas.join('|')})/`;
const everyArea = AREA_LAYERS.flat();

const layerRules = AREA_LAYERS.flatMap((layer, i) =>
  layer.map((area) => ({
    name: `domain-order-${area}`,
    comment: `${area} may import only the areas below its row in AREA_LAYERS.`,
    severity: 'error',
    from: { path: areaPath([area]) },
    to: { path: areaPath([...AREA_LAYERS.slice(0, i).flat(), ...layer.filter((a) => a !== area)]) },
  })),
);

const floorRules = FLOOR.map((part, i) => ({
  name: `domain-floor-${part}`,
  comment: `${part} is under every area${i ? ` and under ${FLOOR.slice(0, i).join(', ')}` : ''}.`,
  severity: 'error',
  from: { path: `^server/domain/${part}/` },
  to: { path: areaPath([...everyArea, ...FLOOR.slice(0, i)]) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      from: { path: '^server/' },
      to: { circular: true },
    },
    {
      name: 'domain-not-surface',
      comment: 'The domain never imports the request context, the loaders, the composition or a surface.',
      severity: 'error',
      from: { path: '^server/domain/' },
      to: { path: '^server/(context|loaders|services|app|startup|main)\\.ts$|^server/(graphql|rest|http|pages)/' },
    },
    {
      name: 'domain-not-adapter',
      comment: 'The domain declares its ports (server/domain/ports); adapters implement them.',
      severity: 'error',
      from: { path: '^server/domain/' },
      to: { path: '^server/adapters/' },
    },
    {
      name: 'domain-root-is-floor',
      comment: 'The files at the root of server/domain (errors, text, ids, pagination, geo, money) use no area.',
      severity: 'error',
      from: { path: '^server/domain/[^/]+\\.ts$' },
      to: { path: areaPath([...everyArea, ...FLOOR]) },
    },
    {
      name: 'domain-area-listed',
      comment: 'A new area takes its row in AREA_LAYERS.',
      severity: 'error',
      from: { path: '^server/domain/' },
      to: { path: '^server/domain/[^/]+/', pathNot: areaPath([...everyArea, ...FLOOR]) },
    },
    ...layerRules,
    ...floorRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^server/generated/' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle of types is still a cycle a reader has to untangle.
    tsPreCompilationDeps: true,
  },
};
