/**
 * Outline of the Business Etiquette course: eight chapters on behaving and speaking well in
 * business settings, from the first handshake to dress and manners.
 */
import type { TCourseOutline } from '@lingua/contracts';
import { apply, chapter, check, learn, outline, practise } from './outline-builder';

export const BUSINESS_ETIQUETTE_OUTLINE: TCourseOutline = outline('business-etiquette', [
  chapter(
    '见面与介绍',
    'Greetings and introductions',
    learn(
      [
        'readSkill',
        '阅读：握手、称呼与介绍的顺序',
        'Read about handshakes, forms of address and the order of introductions',
        'bet-read-introductions',
      ],
      [
        'hearingSkill',
        '听商务场合的见面对话',
        'Listen to people meeting at a business event',
        'bet-hear-meeting-event',
      ],
    ),
    practise(
      ['oralSkill', '朗读问候与介绍用语', 'Read aloud greetings and introductions', 'bet-oral-greetings'],
      [
        'roleDialogue',
        '模拟：向客户介绍上司',
        'Role dialogue: introduce your manager to a client',
        'bet-dialogue-introduce-manager',
      ],
    ),
    check(['testPaper', '见面礼仪单元测验', 'Quiz: greetings and introductions']),
  ),
  chapter(
    '名片礼仪',
    'Business cards',
    learn(
      [
        'readSkill',
        '阅读：递接名片的礼仪',
        'Read about giving and receiving business cards',
        'bet-read-business-cards',
      ],
      [
        'translateSkill',
        '中英互译名片信息',
        'Translate business card details between Chinese and English',
        'bet-trans-card-details',
      ],
    ),
    practise(
      ['writingSkill', '设计一张中英双语名片', 'Design a bilingual business card', 'bet-write-bilingual-card'],
      [
        'caseAnalysis',
        '分析一次失礼的名片交换',
        'Analyse a business card exchange that went wrong',
        'bet-case-card-exchange',
      ],
    ),
  ),
  chapter(
    '电话礼仪',
    'Telephone etiquette',
    learn(
      ['hearingSkill', '听前台接听来电', 'Listen to a receptionist take a call', 'bet-hear-reception-call'],
      [
        'sentenceTraining',
        '练习接听、转接与留言的句型',
        'Practise answering, transferring calls and taking messages',
        'bet-sentences-phone-calls',
      ],
    ),
    practise(
      ['oralSkill', '练习电话中的语音语调', 'Practise your voice and intonation on the phone', 'bet-oral-phone-voice'],
      [
        'roleDialogue',
        '模拟：电话预约拜访',
        'Role dialogue: make an appointment by phone',
        'bet-dialogue-phone-appointment',
      ],
    ),
    check(['testPaper', '电话礼仪单元测验', 'Quiz: telephone etiquette']),
  ),
  chapter(
    '邮件礼仪',
    'Email etiquette',
    learn([
      'readSkill',
      '阅读：商务邮件的格式与语气',
      'Read about the layout and tone of business emails',
      'bet-read-email-tone',
    ]),
    practise(
      ['writingSkill', '改写一封不得体的邮件', 'Rewrite an impolite email', 'bet-write-rewrite-impolite'],
      [
        'writingSkill',
        '撰写会面邀请邮件',
        'Write an email inviting a client to a meeting',
        'bet-write-meeting-invitation',
      ],
    ),
    apply(['task', '提交一组与客户的往来邮件', 'Hand in an email thread with a client']),
  ),
  chapter(
    '会议礼仪',
    'Meeting etiquette',
    learn(
      ['readSkill', '阅读会议座次与议程安排', 'Read about seating plans and agendas', 'bet-read-seating-agenda'],
      ['hearingSkill', '听会议主持人开场', 'Listen to a chair open a meeting', 'bet-hear-chair-opening'],
    ),
    practise(
      ['speechSkill', '发表会议欢迎致辞', 'Give a welcome speech to open a meeting', 'bet-speech-meeting-welcome'],
      ['topicDiscuss', '讨论：线上会议的礼仪', 'Discuss the etiquette of online meetings', 'bet-topic-online-meetings'],
    ),
    check(['testPaper', '会议礼仪单元测验', 'Quiz: meeting etiquette']),
  ),
  chapter(
    '宴请礼仪',
    'Dining etiquette',
    learn(
      ['readSkill', '阅读中西餐桌礼仪', 'Read about Chinese and Western table manners', 'bet-read-table-manners'],
      [
        'hearingSkill',
        '听宴会上的祝酒与寒暄',
        'Listen to toasts and small talk at a banquet',
        'bet-hear-banquet-toasts',
      ],
    ),
    practise(
      ['dubbing', '为商务宴请视频配音', 'Dub a video of a business banquet', 'bet-dub-business-banquet'],
      ['speechSkill', '发表祝酒词', 'Propose a toast', 'bet-speech-toast'],
    ),
    apply([
      'rolePlay',
      '角色扮演：宴请外国客户',
      'Role play: host a dinner for foreign clients',
      'bet-role-play-host-dinner',
    ]),
  ),
  chapter(
    '馈赠礼仪',
    'Gift-giving',
    learn([
      'readSkill',
      '阅读各国送礼习俗与禁忌',
      'Read about gift customs and taboos in different countries',
      'bet-read-gift-customs',
    ]),
    practise(
      [
        'caseAnalysis',
        '分析一次由礼物引起的误会',
        'Analyse a misunderstanding caused by a gift',
        'bet-case-gift-misunderstanding',
      ],
      [
        'topicDiscuss',
        '讨论：如何为外国客户挑选礼物',
        'Discuss how to choose a gift for a foreign client',
        'bet-topic-choosing-gifts',
      ],
    ),
    apply([
      'writingSkill',
      '撰写礼品附言与感谢信',
      'Write a gift card message and a thank-you note',
      'bet-write-gift-thanks',
    ]),
    check(['testPaper', '馈赠礼仪单元测验', 'Quiz: gift-giving']),
  ),
  chapter(
    '着装与仪态',
    'Dress and manners',
    learn(
      ['readSkill', '阅读：商务着装规范', 'Read about business dress codes', 'bet-read-dress-codes'],
      [
        'hearingSkill',
        '听形象顾问讲解职业形象',
        'Listen to an image consultant on professional appearance',
        'bet-hear-image-consultant',
      ],
    ),
    practise([
      'topicDiscuss',
      '讨论：不同场合的着装选择',
      'Discuss what to wear on different occasions',
      'bet-topic-dress-occasions',
    ]),
    apply(['task', '提交商务礼仪情景展示视频', 'Hand in a video of a business etiquette scene']),
    check(['testPaper', '商务礼仪课程综合测试', 'Final test: Business Etiquette']),
  ),
]);
