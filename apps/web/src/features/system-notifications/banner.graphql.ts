import { graphql } from '../../gql';

/** The shell banner's documents, apart so its lazy chunk carries nothing else. */
export const MY_ANNOUNCEMENTS = graphql(`
  query MyAnnouncements {
    myAnnouncements {
      _id
      subject
      content
    }
  }
`);

export const READ_SYSTEM_NOTIFICATION = graphql(`
  mutation ReadSystemNotification($id: ID!) {
    readSystemNotification(_id: $id)
  }
`);
