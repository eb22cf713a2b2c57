// Which Flanksource icon stands for a check, config or component type, matched the way the
// console does: case-insensitively, separators ignored (`Kubernetes::Pod`, `aws-ec2-instance` and
// `AwsEc2Instance` are one name), `kubernetes` read as the icon set's `k8s`, a few of the console's
// aliases, then ever shorter prefixes of the type (`AWS::EC2::Whatever` → AwsEc2 → Aws).

/**
 * The console's aliases that apply to types (its table also maps change and event verbs, which
 * are not types), plus `tls` and `exec`, the check types the icon set names differently.
 * Keys and values are normalised keys (see `iconKey`).
 */
const ALIASES: Record<string, string> = {
  alertmanager: 'prometheus',
  awsaccount: 'aws',
  awsregion: 'aws',
  awsinstance: 'awsec2instance',
  awss3bucket: 'awss3',
  awsecscluster: 'awsecs',
  awssnstopic: 'awssns',
  awslambdafunction: 'awslambda',
  awscloudformationstack: 'awscloudformation',
  awsec2securitygroup: 'awssecuritygroup',
  awsec2subnet: 'network',
  awsec2routetable: 'awsec2routetable',
  bash: 'console',
  cmd: 'console',
  exec: 'console',
  gcs: 'gcsbucket',
  k8salertmanager: 'prometheus',
  k8scanary: 'canarychecker',
  k8scertificate: 'certmanager',
  k8scluster: 'k8s',
  k8sendpoints: 'k8sendpoint',
  k8shelmrelease: 'helm',
  k8sprometheusrule: 'prometheus',
  k8sservicemonitor: 'prometheus',
  k8spodmonitor: 'prometheus',
  k8ssealedsecret: 'k8ssecret',
  kubernetesresource: 'k8s',
  mssql: 'sqlserver',
  pods: 'pod',
  s3: 'awss3',
  s3bucket: 'awss3',
  tls: 'ssl',
  www: 'http',
};

/** Shortest icon name the last-resort prefix match may use, so `ad` never stands for `address`. */
const MIN_PREFIX = 3;

/** A name's comparison key: lower case, letters and digits only. */
export function iconKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The type's words, lower case, with the icon set's spelling of Kubernetes. */
function segments(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word === 'kubernetes' || word === 'k8' ? 'k8s' : word));
}

interface NameIndex {
  names: ReadonlySet<string>;
  byLowerCase: Map<string, string>;
  byKey: Map<string, string>;
  /** Keys long enough for the prefix match, longest first. */
  prefixKeys: string[];
}

const indexes = new WeakMap<readonly string[], NameIndex>();

function indexOf(names: readonly string[]): NameIndex {
  let index = indexes.get(names);
  if (index) return index;
  const byLowerCase = new Map<string, string>();
  const byKey = new Map<string, string>();
  for (const name of names) {
    if (!byLowerCase.has(name.toLowerCase())) byLowerCase.set(name.toLowerCase(), name);
    if (!byKey.has(iconKey(name))) byKey.set(iconKey(name), name);
  }
  const prefixKeys = [...byKey.keys()]
    .filter((key) => key.length >= MIN_PREFIX)
    .sort((a, b) => b.length - a.length);
  index = { names: new Set(names), byLowerCase, byKey, prefixKeys };
  indexes.set(names, index);
  return index;
}

function byKeyOrAlias(index: NameIndex, key: string): string | undefined {
  if (!key) return undefined;
  const direct = index.byKey.get(key);
  if (direct) return direct;
  const alias = ALIASES[key];
  return alias === undefined ? undefined : index.byKey.get(alias);
}

/**
 * The icon in `names` that best matches a type or icon name, or undefined when none does.
 * In order: the exact name, then ignoring case (where two names differ only in case, the first
 * listed); the name without separators (or its alias); the same
 * without a leading `k8s` or with a provider (`aws`, `azure`, `k8s`) in front, as the console
 * tries; then the type's leading words, longest first; then the longest icon name that the type
 * starts with (`postgresql` → Postgres).
 */
export function resolveIconName(name: string, names: readonly string[]): string | undefined {
  const trimmed = name.trim();
  if (!trimmed || /^https?:/i.test(trimmed)) return undefined;
  const index = indexOf(names);
  if (index.names.has(trimmed)) return trimmed;

  const exact = index.byLowerCase.get(trimmed.toLowerCase());
  if (exact) return exact;

  const words = segments(trimmed);
  const key = words.join('');
  if (!key) return undefined;
  const whole = byKeyOrAlias(index, key);
  if (whole) return whole;

  const withoutK8s = words[0] === 'k8s' ? byKeyOrAlias(index, words.slice(1).join('')) : undefined;
  if (withoutK8s) return withoutK8s;
  for (const provider of ['aws', 'azure', 'k8s']) {
    if (words[0] === provider) continue;
    const provided = byKeyOrAlias(index, provider + key);
    if (provided) return provided;
  }

  for (let count = words.length - 1; count > 0; count--) {
    const leading = byKeyOrAlias(index, words.slice(0, count).join(''));
    if (leading) return leading;
  }

  const prefix = index.prefixKeys.find((candidate) => key.startsWith(candidate));
  return prefix === undefined ? undefined : index.byKey.get(prefix);
}
