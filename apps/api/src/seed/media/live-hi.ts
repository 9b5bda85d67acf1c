/**
 * Hindi of the demo live streams (live.ts), keyed by the English title;
 * decision 011.
 */

export interface CatalogueLiveStreamHi {
  title: string;
  description: string;
  location: string;
  schedule: string;
}

export const CATALOGUE_LIVE_STREAMS_HI: Record<string, CatalogueLiveStreamHi> = {
  'Ganga Aarti — Live from Varanasi': {
    title: 'गंगा आरती — वाराणसी से सीधा प्रसारण',
    description: 'दशाश्वमेध घाट पर गंगा जी की संध्या आरती, हर दिन सीधा प्रसारण।',
    location: 'दशाश्वमेध घाट, वाराणसी',
    schedule: 'प्रतिदिन, शाम 6:45',
  },
  'Shri Siddhivinayak Darshan': {
    title: 'श्री सिद्धिविनायक दर्शन',
    description: 'गर्भगृह से श्री सिद्धिविनायक के दर्शन, दिन भर।',
    location: 'प्रभादेवी, मुंबई',
    schedule: 'प्रतिदिन, सुबह 5:30 – रात 9:50',
  },
  'Mahakal Bhasma Aarti': {
    title: 'महाकाल भस्म आरती',
    description: 'श्री महाकालेश्वर ज्योतिर्लिंग की भोर की भस्म आरती।',
    location: 'उज्जैन, मध्य प्रदेश',
    schedule: 'प्रतिदिन, सुबह 4:00',
  },
  'Somnath Sandhya Aarti': {
    title: 'सोमनाथ संध्या आरती',
    description: 'अरब सागर के तट पर, प्रथम ज्योतिर्लिंग की संध्या आरती।',
    location: 'प्रभास पाटन, गुजरात',
    schedule: 'प्रतिदिन, शाम 7:00',
  },
};
