/// One file being read: its records come through `pipe`, from the thread that reads it (`nil` when
/// it was read on the writer's thread, into an unbounded pipe, for a single-threaded import).
final class FileReading {
    let pipe: RecordPipe
    private let thread: ReaderThread?

    init(pipe: RecordPipe, thread: ReaderThread?) {
        self.pipe = pipe
        self.thread = thread
    }

    /// Stops the reading (a reader waiting on a full pipe is released) and waits for its thread.
    func stop() {
        pipe.cancel()
        thread?.join()
    }
}
