/**
 * General knowledge of the answering engine: English function words, the cue words of each
 * kind of question, and common technology synonyms. Nothing here names a particular portfolio:
 * the engine must answer any content directory, and the second evaluation set proves it.
 */

/** Words that carry no topic: never searched for, never a reason to say "not found". */
export const FUNCTION_WORDS = new Set(
  `a an the and or but nor of in on at to for from by with without within about into onto over under as
  than then so such is are was were be been being am do does did doing done have has had having can could
  would should will shall may might must i me my mine myself we us our ours you your yours yourself she he
  her his him hers herself himself they them their theirs it its this that these those there here what
  which who whom whose where when why how any anything anyone some something someone all every each
  other others more most much many very really just also too else ever not no yes please pls plz thanks
  thank hey hi hello ok okay tell show list give get find let want wanna like kind sort type stuff thing
  things one ones out up if whether via per etc eg ie same own only both either neither got lot lots bit
  again actually exactly maybe perhaps quite rather still even ever currently now today just well oh
  mean means person people someone guy girl man woman dev developer engineer candidate owner author
  portfolio site page info information detail details tell give show please can could briefly summary
  summarize summarise describe explain overview know need there say said says number numbers amount
  total count wich wat whats wats hows whos wheres u ur abt bout ya since before after until till during
  between ago nothing`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that shape a question about projects or skills but are not its topic ("which projects
 * did she build using ..."). Compared on the folded word and on its stem.
 */
export const FRAME_WORDS = new Set(
  `project projects work works worked working built build builds building made make makes making create
  created creates creating develop developed develops developing ship shipped shipping done do did
  use uses used using usage involve involves involved involving include includes included including
  related relate relates relating regarding concerning around featuring tag tags tagged topic
  topics example examples case cases studies study repo repos repository repositories code codebase
  experience experienced experiences skill skills know knows knew knowledge familiar familiarity
  proficient stack tech techs technology technologies tool tools tooling framework frameworks platforms expertise competence competencies capable able ability abilities worked handle handled
  apply applied employ employed leverage leveraged write wrote written writing program programs
  programming coded coding any anything something things stuff piece pieces thing side personal
  professional job jobs task tasks effort efforts initiative initiatives contribution contributions
  involvement deal dealt touch touched utilise utilize utilised utilized list show display see view find
  search look give happen happens happened happening`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Adjectives and verbs that qualify a topic without naming it ("projects about reducing costs"):
 * dropped from the topic, so that the noun decides.
 */
export const MODIFIER_WORDS = new Set(
  `reduce reduced reduces reducing reduction reductions improve improved improves improving improvement
  improvements increase increased increasing decrease decreased decreasing lower lowered lowering
  cut cutting cuts save saved saving savings optimise optimised optimising optimize optimized optimizing
  optimisation optimization better best faster fast cheaper cheap bigger big large small smaller good
  great cool interesting nice main important major minor specific particular various different similar
  new old recent previous past current latest first last interest interested`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Nouns so general that, next to a real topic, they do not narrow it: "etl pipelines" are the
 * ETL projects. Alone ("pipelines"), they are a topic.
 */
export const GENERIC_NOUNS = new Set(
  `pipeline pipelines system systems app apps application applications service services solution solutions
  product products software thing things stuff platform platforms tool tools project projects`.split(/\s+/),
);

/** Nouns of job titles: "is she a data scientist?" is answered with the role. */
export const ROLE_NOUNS = new Set(
  `engineer engineers developer dev scientist designer manager architect analyst consultant lead programmer
  researcher specialist freelancer contractor founder cto ceo head director`.split(/\s+/),
);

/** Chat spellings, read as the words they stand for. */
export const SHORTHANDS: ReadonlyMap<string, string> = new Map(
  Object.entries({
    u: 'you',
    r: 'are',
    ur: 'your',
    ya: 'you',
    pls: 'please',
    plz: 'please',
    thx: 'thanks',
    abt: 'about',
    bout: 'about',
    wat: 'what',
    wich: 'which',
    whats: 'what',
    wats: 'what',
  }),
);

/** Pronouns and nouns that refer to the portfolio's owner. The owner's name is added per portfolio. */
export const PERSON_WORDS = new Set(
  `she he they her him his hers their theirs them you your yours yourself herself himself themselves
  person owner author candidate engineer developer dev`.split(/\s+/).filter(Boolean),
);

/** Words of injection attempts; removed before the question is read. */
export const INJECTION = [
  /\b(?:ignore|disregard|forget|override|bypass)\b[^.?!]*?\b(?:instructions?|rules?|prompts?|guidelines?|restrictions?|filters?|above|previous|prior)\b/g,
  /\b(?:you are now|act as|pretend (?:to be|you are)|jailbreak|developer mode|admin mode|god mode|dan mode|sudo)\b/g,
  /\b(?:system|hidden|original|initial) prompt\b/g,
];

/**
 * Technology names that mean the same thing. A skill, tag or category whose name is one of a
 * group's forms is also found by every other form of the group.
 */
export const ALIAS_GROUPS: readonly (readonly string[])[] = [
  ['postgresql', 'postgres', 'postgre', 'psql', 'pg', 'postgre sql'],
  ['kubernetes', 'k8s', 'kube'],
  ['javascript', 'js', 'ecmascript'],
  ['typescript', 'ts'],
  ['python', 'py', 'python3'],
  ['go', 'golang'],
  ['machine learning', 'ml'],
  ['artificial intelligence', 'ai'],
  ['large language models', 'large language model', 'llm', 'llms', 'genai', 'generative ai', 'gen ai'],
  ['rag', 'retrieval augmented generation', 'retrieval-augmented generation'],
  ['aws', 'amazon web services', 'amazon aws'],
  ['gcp', 'google cloud', 'google cloud platform', 'gcloud'],
  ['azure', 'microsoft azure'],
  ['tensorflow', 'tf'],
  ['scikit-learn', 'sklearn', 'scikit', 'scikit learn', 'scikitlearn'],
  ['pytorch', 'torch'],
  ['github actions', 'gh actions', 'gha', 'github action', 'github-actions'],
  ['ci', 'continuous integration', 'ci/cd', 'cicd'],
  ['node.js', 'node', 'nodejs', 'node js'],
  ['react', 'reactjs', 'react.js'],
  ['react native', 'react-native', 'rn'],
  ['vue', 'vuejs', 'vue.js'],
  ['next.js', 'nextjs', 'next'],
  ['c#', 'csharp', 'c sharp'],
  ['c++', 'cpp'],
  ['bigquery', 'bq', 'big query'],
  ['clickhouse', 'click house'],
  ['duckdb', 'duck db'],
  ['dbt', 'data build tool', 'dbt core', 'dbt-core'],
  ['infrastructure as code', 'infrastructure-as-code', 'iac'],
  ['accessibility', 'a11y', 'web accessibility', 'wcag'],
  ['internationalization', 'internationalisation', 'i18n'],
  ['elasticsearch', 'elastic search', 'elastic'],
  ['mongodb', 'mongo'],
  ['mysql', 'my sql'],
  ['sql server', 'mssql', 'ms sql'],
  ['apache airflow', 'airflow'],
  ['apache kafka', 'kafka'],
  ['apache spark', 'spark', 'pyspark'],
  ['argo cd', 'argocd'],
  ['bash', 'shell', 'shell scripting'],
  ['open-source', 'open source', 'oss', 'opensource'],
  ['data-engineering', 'data engineering'],
  ['feature-store', 'feature store', 'feature stores'],
  ['etl', 'elt', 'extract transform load'],
  ['ios', 'iphone', 'ipad'],
  ['design-systems', 'design system', 'design systems'],
  ['swiftui', 'swift ui'],
  ['graphql', 'graph ql'],
  ['llm evaluation', 'llm evals', 'llm eval', 'evals'],
  ['pgvector', 'pg vector'],
  ['mlflow', 'ml flow'],
  ['terraform', 'hashicorp terraform'],
  ['docker', 'containers', 'containerisation', 'containerization'],
  ['finops', 'cloud cost'],
  ['data-quality', 'data quality'],
];

/** Vendor words that may be left out of a skill's name: "Apache Airflow" is also "Airflow". */
export const VENDOR_PREFIXES = new Set(['apache', 'amazon', 'aws', 'google', 'microsoft', 'azure', 'hashicorp', 'the']);

/**
 * Common skill categories and the words people use for them. A content category whose name
 * matches one of a concept's words is found by all of them. `members` (lowercase skill names)
 * answer "which languages" when the content has no category of that name.
 */
export interface CategoryConcept {
  id: string;
  words: readonly string[];
  members: readonly string[];
  /** A generic word such as "tools": without such a category, it means every skill. */
  generic?: boolean;
}

export const CATEGORY_CONCEPTS: readonly CategoryConcept[] = [
  {
    id: 'languages',
    words: ['language', 'languages', 'programming language', 'programming languages', 'coding language', 'lang', 'langs'],
    members: `python sql scala go golang typescript javascript java kotlin swift objective-c c c++ c# rust ruby php r
      julia bash shell powershell perl haskell elixir erlang clojure dart lua matlab sas fortran cobol f# ocaml groovy
      zig solidity vba`.split(/\s+/),
  },
  {
    id: 'databases',
    words: ['database', 'databases', 'db', 'dbs', 'data base', 'data bases', 'datastore', 'datastores', 'data store', 'data stores', 'storage', 'data warehouse', 'data warehouses', 'warehouses'],
    members: `postgresql postgres mysql mariadb sqlite oracle sql server mongodb redis cassandra dynamodb snowflake
      bigquery redshift clickhouse duckdb timescaledb elasticsearch opensearch neo4j cockroachdb firestore supabase
      couchdb influxdb pinecone weaviate qdrant memcached hbase druid pinot databricks`.split(/\s+/),
  },
  {
    id: 'cloud',
    words: ['cloud', 'clouds', 'cloud platform', 'cloud platforms', 'cloud provider', 'cloud providers', 'infrastructure', 'infra', 'devops', 'hosting'],
    members: `aws gcp azure kubernetes docker terraform pulumi ansible heroku vercel netlify cloudflare openstack
      github actions gitlab ci jenkins helm`.split(/\s+/),
  },
  {
    id: 'ai',
    words: ['ai', 'artificial intelligence', 'machine learning', 'ml', 'data science', 'deep learning', 'ai ml', 'ml ai', 'aiml'],
    members: `scikit-learn pytorch tensorflow keras mlflow hugging face langchain llamaindex openai rag xgboost
      lightgbm pandas numpy spacy llm evaluation pgvector`.split(/\s+/),
  },
  { id: 'frontend', words: ['frontend', 'front-end', 'front end', 'web', 'ui', 'client side', 'client-side'], members: [] },
  { id: 'backend', words: ['backend', 'back-end', 'back end', 'server side', 'server-side', 'apis'], members: [] },
  { id: 'mobile', words: ['mobile', 'mobile app', 'mobile apps', 'app development'], members: [] },
  { id: 'orchestration', words: ['orchestration', 'orchestrator', 'orchestrators', 'workflow', 'workflows', 'scheduler', 'schedulers', 'scheduling'], members: [] },
  { id: 'testing', words: ['testing', 'test', 'tests', 'qa', 'quality assurance'], members: [] },
  { id: 'tools', words: ['tool', 'tools', 'tooling', 'dev tools', 'developer tools'], members: [], generic: true },
  { id: 'skills', words: ['stack', 'tech stack', 'technology', 'technologies', 'tech', 'skill', 'skills', 'skillset', 'skill set', 'competencies', 'expertise', 'toolbox', 'toolkit'], members: [], generic: true },
];

/** Level words: private evaluations; never echoed in an answer, whatever the question says. */
export const LEVEL_WORDS = ['expert', 'advanced', 'intermediate', 'beginner'];
