// A tier's editable fields as the form holds them (numbers as typed text) and as the API takes them.
export interface TierFormValues {
  title: string;
  description: string;
  meetingTickets: string;
  meetingMinutes: string;
  premiumChat: boolean;
  voiceCall: boolean;
  hasTrial: boolean;
  restricted: boolean;
}

export const emptyTierForm: TierFormValues = {
  title: '',
  description: '',
  meetingTickets: '0',
  meetingMinutes: '0',
  premiumChat: false,
  voiceCall: false,
  hasTrial: false,
  restricted: false,
};

export function tierFormFrom(tier: {
  title: string;
  description: string;
  meetingTickets: number;
  meetingMinutes: number;
  premiumChat: boolean;
  voiceCall: boolean;
  hasTrial: boolean;
  restricted: boolean;
}): TierFormValues {
  return {
    ...tier,
    meetingTickets: String(tier.meetingTickets),
    meetingMinutes: String(tier.meetingMinutes),
  };
}

export function tierInput(values: TierFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    meetingTickets: Number(values.meetingTickets),
    meetingMinutes: Number(values.meetingMinutes),
    premiumChat: values.premiumChat,
    voiceCall: values.voiceCall,
    hasTrial: values.hasTrial,
    restricted: values.restricted,
  };
}
