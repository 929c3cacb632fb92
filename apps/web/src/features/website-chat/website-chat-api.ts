import type { ChatHistoryItem } from '@urosim/contracts';
import { websiteChatbotEndpoints } from '@urosim/contracts';
import { apiClient } from '../../api/client';

/** Sends a visitor's message with the conversation so far. */
export const sendWebsiteChat = (message: string, history: ChatHistoryItem[]) =>
  apiClient.call(websiteChatbotEndpoints.chat, { body: { message, history } });
