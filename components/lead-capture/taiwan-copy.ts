import type { AgentRoleKey } from '@/lib/leads/agent-roles';
import type { AgentCardCopy } from './agent-card';
import type { RequestCallFormCopy } from './request-call-form';

const taiwanRoles: Record<AgentRoleKey, string> = {
  salesDirector: '銷售總監',
  seniorPropertyConsultant: '資深房產顧問',
  propertyConsultant: '房產顧問',
  seniorInvestmentConsultant: '資深投資顧問',
  investmentConsultant: '投資顧問',
  investmentAdvisor: '投資專員',
  offPlanSpecialist: '預售屋專員',
  luxuryPropertyAdvisor: '豪宅顧問',
  internationalClientAdvisor: '國際客戶顧問',
};

/**
 * The Taiwan roadshow modal speaks Traditional Chinese whatever the page's language: the one copy
 * of the site that lives outside the message files, because no page locale is zh-Hant.
 */
export const taiwanCopy = {
  lang: 'zh-Hant-TW',
  title: '預約台灣講座座位',
  intro: '留下您的姓名與電話，會說中文的顧問將與您聯繫，確認講座場次與座位。',
  close: '關閉',
  agent: {
    lang: 'zh-Hant',
    speaks: (languages: string) => `使用語言：${languages}`,
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    role: (key) => taiwanRoles[key],
  } satisfies AgentCardCopy,
  form: {
    labels: {
      name: '您的姓名',
      phone: '電話號碼',
      country: '國家／地區',
      searchCountry: '搜尋國家／地區',
      international: '國際',
      noCountry: '找不到符合的國家／地區',
      submit: '預約座位',
      sending: '傳送中…',
      success: '謝謝您！您的預約已送出，顧問將盡快與您聯繫。',
      error: '無法送出您的預約，請再試一次。',
    },
    consent: {
      privacyNotice: '您送出的資料適用我們的<link>隱私權政策</link>。',
      marketingConsent: '我願意收到新建案、市場報告與活動邀請（選填，可隨時取消）。',
    },
    errors: {
      required: '此欄位為必填',
      phoneLength: '電話號碼長度至少需 6 位數',
      phoneWrong: '電話號碼有誤',
      emailWrong: '電子郵件格式有誤',
      tooLong: '內容過長',
      notValid: '內容無效',
      cvFileType: '檔案必須是 PDF 或 Word 文件',
      cvFileTooLarge: '檔案過大',
      markup: '請刪除 < 與 > 符號',
      controlCharacters: '請刪除看不見的控制字元',
    },
  } satisfies RequestCallFormCopy,
} as const;
