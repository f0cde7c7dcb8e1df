/**
 * Questions in languages written in other scripts (issue #28): Chinese (Simplified and
 * Traditional), Japanese, Korean, Russian, Arabic, Hindi and Amharic are read through their question tables
 * (src/core/ask/languages/scripts.ts) and answered in English with a note naming the language; the
 * owner's name written in the script is told by its sound; a question with words no table reads
 * gets the help, never an answer guessed from part of it. The portfolio is invented here, in a
 * field no evaluation set covers (an engineer of beehive telemetry). Pure: content files in a
 * temporary folder.
 */
import { describe, expect, it } from 'vitest';
import { detectQuestionLanguage } from '../../src/core/ask/index.ts';
import { askContent, projectMarkdown as project } from '../support/ask-engine.ts';
import { tempDirs } from '../support/temp-dirs.ts';

const tempDir = tempDirs('ask-scripts');

const PROFILE = `---
name: Tamsin Okafor
role: Apiculture Telemetry Engineer
location: Ljubljana, Slovenia
email: tamsin@hivepulse.example
---
I build the scales, microphones and radio links that tell beekeepers how their colonies are doing without opening the hive.
Since March 2020 I have worked at Medgora Labs in Ljubljana; before that I was a firmware developer at Wabenfunk GmbH in Germany.
`;

const SKILLS = `embedded:
  - Rust 1.80
  - Zephyr RTOS 3.6
  - LoRaWAN
`;

const CAREER = `experience:
  - organisation: Medgora Labs
    role: Apiculture Telemetry Engineer
    start: 2020-03
    location: Ljubljana, Slovenia
  - organisation: Wabenfunk GmbH
    role: Firmware Developer
    start: 2015-09
    end: 2020-02
    location: Freiburg, Germany
languages:
  - { language: Slovenian, fluency: C1 }
  - { language: Japanese, fluency: B2 }
  - { language: English, fluency: Native }
`;

const SERVICES = `services:
  - name: Hive sensor audit
    description: A review of a beekeeping operation's scales and sensors, by the day.
    price: { amount: 1200, currency: EUR, unit: day }
availability:
  timeZones: ["Europe/Ljubljana"]
  from: 2027-06
  daysPerWeek: 2
`;

const PROJECTS = {
  'hive-scales': project(
    'Hive Scale Network',
    'Weighs 340 hives every ten minutes and sends the weights over LoRaWAN.',
    '2024-05',
    ['rust', 'lorawan'],
    'The scales run on Zephyr RTOS and a solar cell.',
  ),
  'swarm-alert': project(
    'Swarm Alert',
    'Hears a colony getting ready to swarm from the sound of the hive.',
    '2022-07',
    ['audio', 'rust'],
    'Tested on 60 colonies.',
  ),
};

const ask = askContent(tempDir(), { profile: PROFILE, skills: SKILLS, career: CAREER, services: SERVICES, projects: PROJECTS });

/** [question, language read, a fact its answer must state] in each script's language. */
const QUESTIONS: [string, string, string][] = [
  ['Tamsin住在哪里？', 'Chinese', 'Ljubljana'],
  ['她会用Rust吗？', 'Chinese', 'Rust 1.80'],
  ['她會說日語嗎？', 'Chinese', 'Japanese'],
  ['她在德国工作过吗？', 'Chinese', 'Wabenfunk'],
  ['她的电子邮件是什么？', 'Chinese', 'tamsin@hivepulse.example'],
  ['タムシンさんはどこに住んでいますか？', 'Japanese', 'Ljubljana'],
  ['彼女はZephyrを知っていますか？', 'Japanese', 'Zephyr RTOS 3.6'],
  ['彼女は何語を話せますか？', 'Japanese', 'Slovenian'],
  ['탐신은 어디에 살아요?', 'Korean', 'Ljubljana'],
  ['그녀는 LoRaWAN을 알아요?', 'Korean', 'LoRaWAN'],
  ['Где живёт Тамсин?', 'Russian', 'Ljubljana'],
  ['Знает ли она Rust?', 'Russian', 'Rust 1.80'],
  ['Работала ли она в Германии?', 'Russian', 'Wabenfunk'],
  ['Она говорит по-японски?', 'Russian', 'B2'],
  ['أين تعيش تامسين؟', 'Arabic', 'Ljubljana'],
  ['هل تعرف Zephyr؟', 'Arabic', 'Zephyr RTOS 3.6'],
  ['तमसिन कहाँ रहती है?', 'Hindi', 'Ljubljana'],
  ['क्या वह Rust जानती है?', 'Hindi', 'Rust 1.80'],
  ['उसका ईमेल क्या है?', 'Hindi', 'tamsin@hivepulse.example'],
  ['ታምሲን የት ትኖራለች?', 'Amharic', 'Ljubljana'],
  ['እሷ Zephyr ታውቃለች?', 'Amharic', 'Zephyr RTOS 3.6'],
  ['ስንት ፕሮጀክቶች አላት?', 'Amharic', '2 projects'],
  ['ኢሜይሏ ምንድን ነው?', 'Amharic', 'tamsin@hivepulse.example'],
];

describe('ask: questions in other scripts', () => {
  it('tells the language by the script', () => {
    expect(detectQuestionLanguage('她住在哪里？')).toBe('zh');
    expect(detectQuestionLanguage('彼女はどこに住んでいますか？')).toBe('ja');
    expect(detectQuestionLanguage('그녀는 어디에 살아요?')).toBe('ko');
    expect(detectQuestionLanguage('Где она живёт?')).toBe('ru');
    expect(detectQuestionLanguage('أين تعيش؟')).toBe('ar');
    expect(detectQuestionLanguage('वह कहाँ रहती है?')).toBe('hi');
    expect(detectQuestionLanguage('የት ትኖራለች?')).toBe('am');
    expect(detectQuestionLanguage('Does she know Rust?')).toBeUndefined();
    // An English question that writes a word in another script stays English.
    expect(detectQuestionLanguage('Does she speak 日本語?')).toBeUndefined();
    expect(detectQuestionLanguage('What does Привет mean?')).toBeUndefined();
  });

  it.each(QUESTIONS)('%s is read from %s and answered with %s, in English with a note', (question, language, fact) => {
    const answer = ask(question);
    expect(answer._meta.response_type, answer.answer).not.toMatch(/help|not_found/);
    expect(answer.answer).toContain(fact);
    expect(answer.answer).toContain(`(Read from ${language}; answered in English.)`);
  });

  it('a yes/no question keeps its verdict', () => {
    expect(ask('她会用Rust吗？').answer).toMatch(/^Yes\./);
    expect(ask('Знает ли она Kotlin?').answer).toMatch(/^No\b/);
  });

  it('a question with words no table reads is not answered from part of it', () => {
    const answer = ask('彼女は猫が好きですか？');
    expect(answer._meta.response_type).toBe('help');
    expect(answer.answer).toMatch(/^This question is in Japanese \(.*\), and not all of its words could be read: questions can be asked in English, or /);
    expect(answer.answer).toContain('Tamsin Okafor');
  });

  it('a word that only sounds unlike the owner’s name is not read as the owner', () => {
    expect(ask('Где живёт Мария?')._meta.response_type).toBe('help');
  });
});

describe('ask: Swahili, isiZulu, Afrikaans, Hausa and Yoruba, and names through a translation', () => {
  it.each([
    ['Tamsin anaishi wapi?', 'Ljubljana'],
    ['Anafanya kazi wapi?', 'Medgora Labs'],
    ['Je, anajua Zephyr?', 'Zephyr RTOS 3.6'],
    ['Uhlala kuphi uTamsin?', 'Ljubljana'],
    ['Usebenza kuphi uTamsin?', 'Medgora Labs'],
    ['Watter tale praat sy?', 'Slovenian'],
    ['Hoeveel projekte het sy?', '2 projects'],
    ['Ina Tamsin take zaune?', 'Ljubljana'],
    ['Ina take aiki?', 'Medgora Labs'],
    ['Nibo ni Tamsin n gbe?', 'Ljubljana'],
    ['Nibo lo ti n sise?', 'Medgora Labs'],
  ])('%s is read and answered with %s', (question, fact) => {
    const answer = ask(question);
    expect(answer._meta.response_type, answer.answer).not.toMatch(/help|not_found/);
    expect(answer.answer).toContain(fact);
    expect(answer.answer).toContain('(Answered in English.)');
  });

  it('an employer the table does not translate stays a name, so the verdict is kept', () => {
    expect(ask('¿Ha trabajado para Bienenwerk?').answer).toMatch(/^No\. Bienenwerk is not in Tamsin's work history/);
    expect(ask('Ha lavorato per Bienenwerk?').answer).toMatch(/^No\. Bienenwerk is not in Tamsin's work history/);
  });
});

describe('ask: the ordinary question shapes in the listed languages', () => {
  it.each([
    ['È disponibile?', 'Available'],
    ['Ela está disponível?', 'Available'],
    ['Is ze beschikbaar?', 'Available'],
    ['Da quando lavora presso Medgora Labs?', '2020'],
    ['W jakiej strefie czasowej jest?', 'Europe/Ljubljana'],
    ['Ile ma projektów?', '2 projects'],
    ['Ana miradi mingapi?', '2 projects'],
    ['كم عدد مشاريعها؟', '2 projects'],
    ['그녀는 몇 개의 프로젝트가 있나요?', '2 projects'],
    ['彼女はいくつのプロジェクトがありますか？', '2 projects'],
    ['그녀의 시간대는 무엇입니까?', 'Europe/Ljubljana'],
    ['Kim jest Tamsin?', 'Apiculture Telemetry Engineer'],
    ['Кто такая Тамсин?', 'Apiculture Telemetry Engineer'],
    ['탐신은 누구예요?', 'Apiculture Telemetry Engineer'],
    ['Сколько проектов у Тамсин?', '2 projects'],
    ['كم مشروعا لديها؟', '2 projects'],
    ['वह कहाँ काम करती है?', 'Medgora Labs'],
    ['उसके पास कितने प्रोजेक्ट हैं?', '2 projects'],
    ['她在哪裡工作？', 'Medgora Labs'],
    ['그녀는 어디에서 일해요?', 'Medgora Labs'],
  ])('%s is answered with %s', (question, fact) => {
    const answer = ask(question);
    expect(answer._meta.response_type, answer.answer).not.toMatch(/help|not_found/);
    expect(answer.answer).toContain(fact);
    expect(answer.answer).not.toMatch(/^Yes\./);
  });
});
