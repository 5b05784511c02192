// mockkit:mock
/// A receipt made from the bytes a payment provider sends: a generic initializer.
public protocol ReceiptDecoding {
  init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8
}

/// Makes a receipt of type `Receipt` from the provider's `payload`.
public func decodeReceipt<Receipt: ReceiptDecoding>(_ type: Receipt.Type, payload: [UInt8])
  -> Receipt
{
  Receipt(payload)
}
